/// The huge and deep inputs of the hardening tests, at sizes that take long enough to time; each
/// is run at its size and at twice its size.
enum ScalingCases {
    static let all: [ScalingCase] = spec + template + configuration + lint

    static let spec: [ScalingCase] = [
        ScalingCase(name: "spec lines", size: 25_000) { n in
            var text = "feature: Big\ninteractions:\n"
            for index in 0..<(n / 5) {
                text += "  I\(index):\n    renders: []\n    events: [didTap(at index: Int)]\n    navigates: false\n"
            }
            readSpec(text)
        },
        ScalingCase(name: "spec lines, an error each", size: 25_000) { n in
            var text = "feature: Big\ninteractions:\n"
            for index in 0..<(n / 3) { text += "  I\(index):\n    evnts: [didTap]\n    navigates: false\n" }
            readSpec(text)
        },
        ScalingCase(name: "nested [ in a field type", size: 1_000_000) { n in
            readSpec("feature: F\nrenderables:\n  B:\n    v: \(repeated("[", n))Int\(repeated("]", n))\ninteractions:\n  I:\n    renders: [B]\n")
        },
        ScalingCase(name: "unclosed [ in a field type", size: 1_000_000) { n in
            readSpec("feature: F\nrenderables:\n  B:\n    v: \(repeated("[", n))Int\ninteractions:\n  I:\n    renders: [B]\n")
        },
        ScalingCase(name: "nested [ in a flow list", size: 1_000_000) { n in
            readSpec("feature: F\ninteractions:\n  I:\n    renders: [\(repeated("[", n))\(repeated("]", n))]\n")
        },
        ScalingCase(name: "one-line value", size: 5_000_000) { n in
            readSpec("feature: A\(repeated("b", n))\ninteractions:\n  I:\n    navigates: false\n")
        },
        ScalingCase(name: "bad escapes on one line", size: 100_000) { n in
            readSpec("feature: \"\(repeated("\\q", n))\"\ninteractions:\n")
        },
    ]

    static let template: [ScalingCase] = [
        ScalingCase(name: "nested {{#if}}", size: 50_000) { n in
            renderTemplate(repeated("{{#if v}}\n", n) + "x" + repeated("{{/if}}\n", n), ["v": true])
        },
        ScalingCase(name: "nested {{#each}}", size: 50_000) { n in
            renderTemplate(repeated("{{#each xs}}", n) + "{{ name }}{{ @index }}" + repeated("{{/each}}", n), ["name": "n", "xs": [[:]]])
        },
        ScalingCase(name: "unclosed sections", size: 50_000) { n in
            renderTemplate(repeated("{{#each xs}}\n", n), [:])
        },
        ScalingCase(name: "closing tags matching nothing", size: 50_000) { n in
            renderTemplate(repeated("{{#if v}}", n) + repeated("{{/each}}", n), [:])
        },
        ScalingCase(name: "one-line template", size: 500_000) { n in
            renderTemplate(repeated("let x = {{ v }}; ", n), ["v": "1"])
        },
        ScalingCase(name: "runaway loops", size: 12) { n in
            renderTemplate(repeated("{{#each xs}}", n) + "x" + repeated("{{/each}}", n), ["xs": ["a", "b", "c"]])
        },
    ]

    static let configuration: [ScalingCase] = [
        ScalingCase(name: "glob with many ** on a deep path", size: 20_000) { n in
            _ = Glob("/" + repeated("**/", n) + "b").matches("/" + repeated("a/", 64) + "c")
        },
    ]

    static let lint: [ScalingCase] = [
        ScalingCase(name: "nested { in a Swift file", size: 100_000) { n in
            lintFile("struct S {\n func f() " + repeated("{", n) + repeated("}", n) + "\n}\nclass After {}\n")
        },
        ScalingCase(name: "nested ( in a Swift file", size: 100_000) { n in
            lintFile("let x = " + repeated("(", n) + "1" + repeated(")", n) + "\n")
        },
        ScalingCase(name: "nested [ in a Swift file", size: 100_000) { n in
            lintFile("let x = " + repeated("[", n) + repeated("]", n) + "\n")
        },
        ScalingCase(name: "nested block comments", size: 100_000) { n in
            lintFile(repeated("/*", n) + repeated("*/", n) + "\nfinal class A {}\n")
        },
        ScalingCase(name: "unclosed { in a Swift file", size: 100_000) { n in
            lintFile("class A {\n" + repeated("{", n) + "\nclass B: A {}\n")
        },
        ScalingCase(name: "one-line Swift file (bytes)", size: 10_000_000) { n in
            lintFile(repeated("let x = 1; ", n / 11))
        },
        ScalingCase(name: "tiny declarations", size: 1_000_000) { n in
            var text = ""
            for index in 0..<n { text += "struct S\(index) {}\n" }
            lintFile(text)
        },
    ]
}
