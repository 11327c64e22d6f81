import Testing
import SSSCore
import SSSTestSupport

struct PathBytesTests {
    private func string(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer(PathBytes.string)
    }

    private func bytes(_ path: String) -> [UInt8] {
        PathBytes.withCString(path) { pointer in
            var bytes: [UInt8] = []
            var index = 0
            while pointer[index] != 0 {
                bytes.append(UInt8(bitPattern: pointer[index]))
                index += 1
            }
            return bytes
        }
    }

    @Test func keepsNamesThatAreUTF8AsTheyAre() {
        #expect(string(Array("Login View é.swift".utf8)) == "Login View é.swift")
        #expect(bytes("Login View é.swift") == Array("Login View é.swift".utf8))
    }

    @Test func keepsEveryByteOfANameThatIsNotUTF8() {
        // A stray byte, a valid `é`, a valid scalar of the range that stands for kept bytes, and a
        // sequence cut short.
        let name: [UInt8] = [0x61, 0xFF, 0xC3, 0xA9, 0xF4, 0x8F, 0xBF, 0xBF, 0xE2, 0x82]
        let path = string(name)
        #expect(bytes(path) == name)
        #expect(Path.printable(path) == "a\\xFFé\\xF4\\x8F\\xBF\\xBF\\xE2\\x82")
    }

    @Test func printsControlCharactersAndDirectionMarksAsEscapes() {
        #expect(Path.printable("a\nb\r\tc\u{1B}[0m\u{7F}\u{9B}\u{202E}d.swift") == "a\\nb\\r\\tc\\x1B[0m\\x7F\\u{9B}\\u{202E}d.swift")
        #expect(Path.printable("Sources/Ünïcode/Login View.swift") == "Sources/Ünïcode/Login View.swift")
    }
}
