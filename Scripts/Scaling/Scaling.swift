#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times every scaling case at its size and at twice its size and fails when doubling the input
/// more than triples the time (linear work doubles it; quadratic work quadruples it).
@main
struct Scaling {
    static let allowedRatio = 3.0

    static func main() {
        let filter = CommandLine.arguments.dropFirst().first
        var failed = false
        print(pad("case", 32) + pad("n", 10) + pad("time(n)", 12) + pad("time(2n)", 12) + "ratio")
        for scalingCase in ScalingCases.all where filter.map(scalingCase.name.contains) ?? true {
            let single = scalingCase.seconds(for: scalingCase.size)
            let double = scalingCase.seconds(for: scalingCase.size * 2)
            let ratio = double / max(single, 1e-9)
            let verdict = ratio > allowedRatio ? "  NOT LINEAR" : ""
            failed = failed || ratio > allowedRatio
            print(pad(scalingCase.name, 32) + pad("\(scalingCase.size)", 10) + pad(milliseconds(single), 12)
                + pad(milliseconds(double), 12) + fixed(ratio) + verdict)
        }
        exit(failed ? 1 : 0)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }

    private static func milliseconds(_ seconds: Double) -> String {
        fixed(seconds * 1000) + " ms"
    }

    private static func fixed(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
