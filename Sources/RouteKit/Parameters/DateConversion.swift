#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// RFC 3339 internet date-time: `2024-05-01T12:30:00Z`, `2024-05-01T12:30:00.25+02:00`.
///
/// The date, the time and the zone are all required (no date-only or local forms), `T`/`Z` may be lowercase
/// as RFC 3339 allows, and years are 0000–9999. Leap seconds (`:60`) are rejected. Values are written in UTC,
/// without a fraction when the date has whole seconds, otherwise with the fewest digits that read back to
/// the same `Date`.
extension Date: RouteParameterConvertible {
    @_spi(RouteGen) public init?(routeParameter: String) {
        guard let value = InternetDateTime.parse(routeParameter) else { return nil }
        self = value
    }

    @_spi(RouteGen) public var routeParameter: String { InternetDateTime.format(self) }
}

enum InternetDateTime {
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.count <= 64 else { return nil }
        var index = 0
        func number(_ width: Int) -> Int? {
            guard index + width <= bytes.count else { return nil }
            var value = 0
            for offset in 0..<width {
                let byte = bytes[index + offset]
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += width
            return value
        }
        func expect(_ characters: String) -> Bool {
            guard index < bytes.count, characters.utf8.contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
              expect("Tt"), let hour = number(2), expect(":"), let minute = number(2), expect(":"),
              let second = number(2)
        else { return nil }
        guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
              hour <= 23, minute <= 59, second <= 59
        else { return nil }
        var fraction = 0.0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            let start = index
            index += 1
            let digitsStart = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
            }
            guard index > digitsStart, let parsed = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                return nil
            }
            fraction = parsed
        }
        var offsetSeconds = 0
        if expect("Zz") {
            offsetSeconds = 0
        } else {
            guard index < bytes.count else { return nil }
            let sign = bytes[index]
            guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
            index += 1
            guard let offsetHour = number(2), expect(":"), let offsetMinute = number(2),
                  offsetHour <= 23, offsetMinute <= 59
            else { return nil }
            offsetSeconds = (offsetHour * 3600 + offsetMinute * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
        }
        guard index == bytes.count else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let whole = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return Date(timeIntervalSince1970: Double(whole) + fraction)
    }

    static func format(_ date: Date) -> String {
        let interval = date.timeIntervalSince1970
        // Far outside years 0000–9999 no valid text exists; write something that never reads back.
        guard interval.isFinite, abs(interval) < 1e15 else { return "invalid-date" }
        let wholeSeconds = interval.rounded(.down)
        let base = civilString(Int(wholeSeconds))
        let fraction = interval - wholeSeconds
        if fraction == 0 { return base + "Z" }
        // The fewest fraction digits that read back to the same Date.
        for digits in 1...17 {
            var text = String(Int((fraction * powerOfTen(digits)).rounded()))
            if text.count > digits { break }  // rounded up to a whole second; keep more digits
            text = String(repeating: "0", count: digits - text.count) + text
            let candidate = base + "." + text + "Z"
            if parse(candidate) == date { return candidate }
        }
        let nanos = String(Int((fraction * 1e9).rounded(.down)))
        return base + "." + String(repeating: "0", count: 9 - nanos.count) + nanos + "Z"
    }

    private static func civilString(_ seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilFromDays(days)
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
            + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay % 3600 / 60, 2) + ":" + pad(secondOfDay % 60, 2)
    }

    /// 10^exponent, exact for the exponents used here (up to 17) by multiplying, so no C math library is needed.
    private static func powerOfTen(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // Howard Hinnant's days_from_civil / civil_from_days (proleptic Gregorian, days since 1970-01-01).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civilFromDays(_ days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
