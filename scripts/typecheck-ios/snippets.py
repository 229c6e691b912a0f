#!/usr/bin/env python3
"""The Apple-only Swift of a Markdown document, as one Swift file for scripts/typecheck-ios.sh.

    snippets.py DOC.md [MARK]

Prints `import Foundation`, `import RouteKit`, `import SwiftUI`, then the document's ```swift blocks in order (with
MARK, only the blocks right after a line `<!-- MARK -->`), each under a `#sourceLocation` naming the document and the
block's first line, so a compile error is reported at the document's line. Exits 1 when no block was found.
"""
import os
import sys

path, mark = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else "")
lines = open(path, encoding="utf-8").read().split("\n")
blocks, current, previous = [], None, ""
for number, line in enumerate(lines, start=1):
    if current is None and line == "```swift" and (not mark or previous.strip() == f"<!-- {mark} -->"):
        current = (number + 1, [])
    elif current is not None and line == "```":
        blocks.append(current)
        current = None
    elif current is not None:
        current[1].append(line)
    if line.strip():
        previous = line
if not blocks:
    sys.exit(1)
# Absolute, as the compiler names the project's other files: typecheck-ios.sh counts and prints it as the project's.
name = os.path.abspath(path)
print("import Foundation\nimport RouteKit\nimport SwiftUI\n")
for first, body in blocks:
    print(f'#sourceLocation(file: "{name}", line: {first})')
    print("\n".join(body))
    print("#sourceLocation()\n")
