import Foundation
import Testing
@testable import SSSCommands
@testable import SSSCore
import SSSTestSupport

struct SARIFReporterTests {
    let findings = ReporterFixtures.findings
    let context = ReporterFixtures.context

    @Test func writesRulesResultsRelatedLocationsAndFingerprints() {
        let small = ReportContext(rules: [ReporterFixtures.customClassInheritance], baseDirectory: "/app")
        let first = SARIFResults.hash("assembler_single_initializer\0Sources/LoginAssembler.swift\0LoginAssembler.assemble()\00")
        let second = SARIFResults.hash("custom_class_inheritance\0Sources/LoginView.swift\0LoginView\00")
        #expect(SARIFReporter().report([findings[0], findings[3]], context: small) == #"""
            {
              "$schema" : "https://json.schemastore.org/sarif-2.1.0.json",
              "version" : "2.1.0",
              "runs" : [
                {
                  "tool" : {
                    "driver" : {
                      "name" : "sss",
                      "version" : "\#(CommandLineTool.version)",
                      "rules" : [
                        {
                          "id" : "custom_class_inheritance",
                          "name" : "CustomClassInheritance",
                          "shortDescription" : {
                            "text" : "Summary of custom_class_inheritance."
                          },
                          "fullDescription" : {
                            "text" : "Rationale of custom_class_inheritance."
                          },
                          "help" : {
                            "text" : "Fix for custom_class_inheritance.\n\nRun `sss rules custom_class_inheritance` for the full page."
                          },
                          "defaultConfiguration" : {
                            "level" : "error"
                          }
                        },
                        {
                          "id" : "assembler_single_initializer",
                          "name" : "AssemblerSingleInitializer"
                        }
                      ]
                    }
                  },
                  "originalUriBaseIds" : {
                    "%SRCROOT%" : {
                      "uri" : "file:///app/"
                    }
                  },
                  "results" : [
                    {
                      "ruleId" : "assembler_single_initializer",
                      "ruleIndex" : 1,
                      "level" : "error",
                      "message" : {
                        "text" : "'LoginAssembler.assemble()' creates a second instance"
                      },
                      "locations" : [
                        {
                          "physicalLocation" : {
                            "artifactLocation" : {
                              "uri" : "Sources/LoginAssembler.swift",
                              "uriBaseId" : "%SRCROOT%"
                            },
                            "region" : {
                              "startLine" : 5,
                              "startColumn" : 9
                            }
                          }
                        }
                      ],
                      "partialFingerprints" : {
                        "sssDeclarationHash/v1" : "\#(first)"
                      }
                    },
                    {
                      "ruleId" : "custom_class_inheritance",
                      "ruleIndex" : 0,
                      "level" : "error",
                      "message" : {
                        "text" : "'LoginView' inherits from 'BaseView', a class of this codebase (see ['BaseView' is declared here](1))"
                      },
                      "locations" : [
                        {
                          "physicalLocation" : {
                            "artifactLocation" : {
                              "uri" : "Sources/LoginView.swift",
                              "uriBaseId" : "%SRCROOT%"
                            },
                            "region" : {
                              "startLine" : 3,
                              "startColumn" : 13
                            }
                          }
                        }
                      ],
                      "relatedLocations" : [
                        {
                          "id" : 1,
                          "physicalLocation" : {
                            "artifactLocation" : {
                              "uri" : "Sources/BaseView.swift",
                              "uriBaseId" : "%SRCROOT%"
                            },
                            "region" : {
                              "startLine" : 1,
                              "startColumn" : 7
                            }
                          },
                          "message" : {
                            "text" : "'BaseView' is declared here"
                          }
                        }
                      ],
                      "partialFingerprints" : {
                        "sssDeclarationHash/v1" : "\#(second)"
                      }
                    }
                  ]
                }
              ]
            }

            """#)
    }

    @Test func everyReportHasTheShapeOfSARIF210() {
        let reports = [
            SARIFReporter().report(findings + [ReporterFixtures.hostile], context: context),
            SARIFReporter().report([], context: context),
            SARIFReporter().report([], context: ReportContext()),
            SARIFReporter().report(findings, context: ReportContext(baseDirectory: "")),
            SARIFReporter().report(findings, context: ReportContext(baseDirectory: "/")),
        ]
        for report in reports {
            #expect(SARIFShape.problems(in: report) == [])
        }
    }

    @Test func theShapeCheckFindsBrokenLogs() {
        #expect(SARIFShape.problems(in: #"{"version":"2.0.0","runs":[{}]}"#) == ["version must be 2.1.0", "runs[0] lacks tool"])
        let broken = #"""
            {"version":"2.1.0","runs":[{"tool":{"driver":{"name":"sss","rules":[{"id":"a"}]}},"results":[
              {"ruleId":"b","ruleIndex":0,"level":"fatal","message":{"text":"x [y](2)"},"locations":[
                {"physicalLocation":{"artifactLocation":{"uri":"a b.swift"},"region":{"startLine":0,"startColumn":true}}}]}]}]}
            """#
        #expect(SARIFShape.problems(in: broken) == [
            "runs[0].results[0].ruleIndex 0 does not name rule b",
            "runs[0].results[0].level is not a level",
            "runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri is not a URI reference: a b.swift",
            "runs[0].results[0].locations[0].region.startLine must be at least 1",
            "runs[0].results[0].locations[0].region.startColumn must be an integer",
            "runs[0].results[0].message links to missing location 2",
        ])
    }

    @Test func listsEveryRuleThatRanEvenWithoutFindings() throws {
        let log = try Self.parse(SARIFReporter().report([], context: context))
        let driver = try #require(((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["final_component", "custom_class_inheritance", "component_conformance"])
        #expect(rules.map { ($0["defaultConfiguration"] as? [String: Any])?["level"] as? String } == ["error", "error", "warning"])
        #expect(Self.results(log).isEmpty)
    }

    @Test func encodesHostilePathsAndEscapesMessageLinks() throws {
        let result = try #require(Self.results(try Self.parse(SARIFReporter().report([ReporterFixtures.hostile], context: context))).first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first)
        #expect(Self.artifact(location)?["uri"] as? String == "Sources/My%20View%20%3C1%3E&'%22%C3%A9.swift")
        #expect(Self.artifact(location)?["uriBaseId"] as? String == "%SRCROOT%")
        let related = try #require((result["relatedLocations"] as? [[String: Any]])?.first)
        #expect(Self.artifact(related)?["uri"] as? String == "file:///elsewhere/a%3Ab.swift")
        #expect(Self.artifact(related)?["uriBaseId"] == nil)
        #expect((related["message"] as? [String: Any])?["text"] as? String == "see \\[here\\] & <there>\u{0}")
        #expect((result["message"] as? [String: Any])?["text"] as? String
            == "<b>\"Tom\" & 'Jerry'</b>\u{01}\u{1F}\tline\r\nnext 100% a,b:c \\[x\\]\\\\ é 🦊 (see [see \\[here\\] & <there>\u{0}](1))")
        #expect(result["level"] as? String == "warning")
    }

    @Test func fingerprintsIgnoreLinesButTellFindingsApart() throws {
        func fingerprints(_ findings: [Finding]) throws -> [String] {
            try Self.results(try Self.parse(SARIFReporter().report(findings, context: context))).map {
                try #require(($0["partialFingerprints"] as? [String: String])?["sssDeclarationHash/v1"])
            }
        }
        let moved = findings.map { finding in
            Finding(
                ruleID: finding.ruleID, ruleName: finding.ruleName, severity: finding.severity, reason: finding.reason,
                path: finding.path, position: LineColumn(line: finding.position.line + 40, column: finding.position.column + 4),
                related: finding.related, declarationPath: finding.declarationPath, role: finding.role
            )
        }
        let original = try fingerprints(findings)
        #expect(try fingerprints(moved) == original)
        #expect(Set(original).count == original.count)
        #expect(original.allSatisfy { $0.count == 16 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test func withoutABaseDirectoryAbsolutePathsBecomeFileURIs() throws {
        let log = try Self.parse(SARIFReporter().report([findings[2]], context: ReportContext()))
        #expect((log["runs"] as? [[String: Any]])?.first?["originalUriBaseIds"] == nil)
        let location = try #require((Self.results(log).first?["locations"] as? [[String: Any]])?.first)
        #expect(Self.artifact(location)?["uri"] as? String == "file:///app/Sources/LoginInteraction.swift")
    }

    @Test func hashesWithSixtyFourBitFNV1a() {
        #expect(SARIFResults.hash("") == "cbf29ce484222325")
        #expect(SARIFResults.hash("a") == "af63dc4c8601ec8c")
        #expect(SARIFResults.hash("foobar") == "85944171f73967e8")
    }

    static func parse(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func results(_ log: [String: Any]) -> [[String: Any]] {
        ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    }

    static func artifact(_ location: [String: Any]) -> [String: Any]? {
        (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
    }
}
