import Foundation
import Testing
@_spi(RouteGen) @_spi(CustomContainer) @testable import RouteKit

@Suite("Strict conversions")
struct ConversionTests {
    @Test("integers accept only -?digits", arguments: ["0", "42", "-7", "007", "9223372036854775807", "-9223372036854775808"])
    func acceptedIntegers(text: String) {
        #expect(Int(routeParameter: text) == Int(text))
    }

    @Test("integers reject junk, signs, spaces, radix prefixes and overflow",
          arguments: ["", "+5", " 5", "5 ", "0x10", "1_000", "1e3", "4.0", "-", "--1", "99999999999999999999",
                      "9223372036854775808", "٣", "five"])
    func rejectedIntegers(text: String) {
        #expect(Int(routeParameter: text) == nil)
    }

    @Test func fixedWidthIntegersRespectTheirRange() {
        #expect(Int8(routeParameter: "127") == 127)
        #expect(Int8(routeParameter: "128") == nil)
        #expect(Int8(routeParameter: "-128") == -128)
        #expect(UInt8(routeParameter: "255") == 255)
        #expect(UInt8(routeParameter: "256") == nil)
        #expect(UInt(routeParameter: "-1") == nil)
        #expect(UInt(routeParameter: "-0") == nil)
        #expect(UInt64(routeParameter: "18446744073709551615") == .max)
        #expect(UInt64(routeParameter: "18446744073709551616") == nil)
        #expect(Int16(routeParameter: "-32768") == .min)
        #expect(Int32(routeParameter: "2147483648") == nil)
        #expect(Int64(routeParameter: "-9223372036854775809") == nil)
        #expect(UInt16(routeParameter: "65535")?.routeParameter == "65535")
        #expect(UInt32(routeParameter: "007")?.routeParameter == "7")
    }

    @Test("doubles accept plain decimal notation", arguments: [
        ("1", 1.0), ("-2.5", -2.5), ("1e3", 1000.0), ("1E-2", 0.01), ("1e+20", 1e20), ("0.1", 0.1),
    ])
    func acceptedDoubles(text: String, value: Double) {
        #expect(Double(routeParameter: text) == value)
    }

    @Test("doubles reject nan, inf, hex, bare dots, signs and overflow",
          arguments: ["", "nan", "NaN", "inf", "-inf", "infinity", "0x1p3", ".5", "5.", "+1", " 1", "1 ", "1e", "1e400", "1,5", "e5"])
    func rejectedDoubles(text: String) {
        #expect(Double(routeParameter: text) == nil)
        #expect(Float(routeParameter: text) == nil)
    }

    @Test func floatsOverflowToNoValue() {
        #expect(Float(routeParameter: "1e39") == nil)
        #expect(Float(routeParameter: "3.5") == 3.5)
        #expect(Float(routeParameter: Float(0.1).routeParameter) == 0.1)
    }

    @Test func doublesWriteWhatTheyRead() {
        for value in [0.1, -0.0, 1e20, Double.leastNonzeroMagnitude, 123456.789, -1e-5, Double.greatestFiniteMagnitude] {
            #expect(Double(routeParameter: value.routeParameter) == value)
        }
    }

    @Test func boolsAreLowercaseTrueOrFalseOnly() {
        #expect(Bool(routeParameter: "true") == true)
        #expect(Bool(routeParameter: "false") == false)
        for junk in ["TRUE", "True", "1", "0", "yes", "no", "", " true"] {
            #expect(Bool(routeParameter: junk) == nil, "\(junk)")
        }
        #expect(true.routeParameter == "true")
    }

    @Test func uuidsAcceptEitherCaseAndWriteLowercase() throws {
        let upper = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        let parsed = try #require(UUID(routeParameter: upper))
        #expect(UUID(routeParameter: upper.lowercased()) == parsed)
        #expect(parsed.routeParameter == upper.lowercased())
        for junk in ["", "E621E1F8C36C495A93FC0C247A3E6E5F", "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}", upper + " ", "42"] {
            #expect(UUID(routeParameter: junk) == nil, "\(junk)")
        }
    }

    @Test func uuidByteDecodingAgreesWithFoundation() {
        // The byte-level decoder gives Foundation's answer for every canonical text, mixed case included, and
        // refuses every other shape — also a leading sign, which Foundation's `sscanf` reads as hex.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let uuid = UUID()
            var text = uuid.uuidString
            text = String(text.map { Bool.random(using: &generator) ? Character($0.lowercased()) : $0 })
            #expect(UUID(routeParameter: text) == uuid, "\(text)")
            #expect(UUID(routeParameter: text) == UUID(uuidString: text))
        }
        for junk in ["E621E1F8-C36C-495A-93FC-0C247A3E6E5G", "E621E1F8C-36C-495A-93FC-0C247A3E6E5F",
                     "E621E1F8-C36C-495A-93FC-0C247A3E6E5\u{E9}", "-621E1F8-C36C-495A-93FC-0C247A3E6E5F"] {
            #expect(UUID(routeParameter: junk) == nil, "\(junk)")
        }
    }

    @Test func urlsMustBeAbsolute() {
        #expect(URL(routeParameter: "https://example.com/a?b=c")?.absoluteString == "https://example.com/a?b=c")
        #expect(URL(routeParameter: "") == nil)
        #expect(URL(routeParameter: "relative/path") == nil)
    }

    @Test func enumsUseTheirRawValue() {
        #expect(Tab(routeParameter: "likes") == .likes)
        #expect(Tab(routeParameter: "Likes") == nil)
        #expect(Tab.media.routeParameter == "media")
    }

    @Test("dates accept RFC 3339 internet date-time", arguments: [
        ("2024-01-02T03:04:05Z", 1_704_164_645.0),
        ("2024-01-02t03:04:05z", 1_704_164_645.0),
        ("2024-01-02T05:04:05+02:00", 1_704_164_645.0),
        ("2024-01-01T23:04:05-04:00", 1_704_164_645.0),
        ("2024-01-02T03:04:05.5Z", 1_704_164_645.5),
        ("2024-02-29T00:00:00Z", 1_709_164_800.0),
        ("1969-12-31T23:59:59Z", -1.0),
    ])
    func acceptedDates(text: String, seconds: Double) {
        #expect(Date(routeParameter: text)?.timeIntervalSince1970 == seconds)
    }

    @Test("dates reject partial, local, junk-suffixed and impossible values", arguments: [
        "", "2024-01-02", "2024-01-02T03:04:05", "2024-01-02 03:04:05Z", " 2024-01-02T03:04:05Z",
        "2024-01-02T03:04:05Zjunk", "2024-13-02T03:04:05Z", "2023-02-29T00:00:00Z", "2024-01-02T24:00:00Z",
        "2024-01-02T03:04:60Z", "2024-01-02T03:04:05.Z", "2024-01-02T03:04:05+0200", "1704164645",
    ])
    func rejectedDates(text: String) {
        #expect(Date(routeParameter: text) == nil)
    }

    @Test func datesAreWrittenWithoutFractionUnlessNeeded() {
        #expect(Date(timeIntervalSince1970: 1_704_164_645).routeParameter == "2024-01-02T03:04:05Z")
        #expect(Date(timeIntervalSince1970: 1_704_164_645.25).routeParameter == "2024-01-02T03:04:05.25Z")
        #expect(Date(timeIntervalSince1970: -0.5).routeParameter == "1969-12-31T23:59:59.5Z")
        for seconds in [0.001, 1_704_164_645.123, 1e9 + 0.1, -86_400.75, 253_402_300_799.0] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(Date(routeParameter: date.routeParameter) == date, "\(date.routeParameter)")
        }
    }
}
