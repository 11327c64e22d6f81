import Testing
@testable import SSSCore
import SSSTestSupport

/// Merges shaped like regenerating a Swift file: the team edited a method, the spec added one.
/// Blank lines and closing braces repeat, so where a diff puts an inserted method decides whether
/// the changes touch; the expected outputs are what `git merge-file -p --diff3` printed (git 2.39).
struct GeneratedCodeMergeTests {
    private let base = """
        final class Lobby {
            func a() {
            }

            func b() {
            }
        }

        """

    @Test func combinesAnEditedBodyAndAHelperWithAMethodTheSpecAdded() {
        let ours = """
            final class Lobby {
                func a() {
                    print("a")
                }

                func b() {
                }

                private func helper() {
                }
            }

            """
        let theirs = """
            final class Lobby {
                func a() {
                }

                func c() {
                }

                func b() {
                }
            }

            """
        #expect(ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs).mergedText == """
            final class Lobby {
                func a() {
                    print("a")
                }

                func c() {
                }

                func b() {
                }

                private func helper() {
                }
            }

            """)
    }

    @Test func putsAMethodAddedAfterAnEditedOneBelowItsClosingBrace() {
        let ours = """
            final class Lobby {
                func a() {
                }

                func b() {
                    print("b")
                }
            }

            """
        let theirs = """
            final class Lobby {
                func a() {
                }

                func b() {
                }

                func c() {
                }
            }

            """
        #expect(ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs).mergedText == """
            final class Lobby {
                func a() {
                }

                func b() {
                    print("b")
                }

                func c() {
                }
            }

            """)
    }
}
