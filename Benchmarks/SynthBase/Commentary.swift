/* A block comment /* nested once /* and twice */ */ that is still open here:
   final class Hidden: Visible {}
   the closing mark comes only now. */

/// Documentation that shows code:
///
///     class Example: Base {
///         var text = "never closed
///     }
///
/// - Parameter none: there is no parameter.
struct Commentary__COPY__ {
    // class Commented: Out {}
    let sum = 1 /* inline */ + /* another */ 2
    let address = "https://example.com/*not-a-comment*/"  // a trailing comment with a "quote
    let division = 8 /* over */ / 2

    // MARK: - Section markers are ordinary comments

    /**
     A block documentation comment with `code`, * stars * and a fence:
     ```
     struct Fenced { let value = 1 }
     ```
     */
    func documented() -> Int { sum }

    /*
     func commentedOut() {
         let x = "}"
     }
     */
    func afterBlock() -> Int {
        // }
        /* } */
        division
    }
}

//// Four slashes are still a comment.
/*/ Odd opening, still a block comment. */
/**/
/***/
extension Commentary__COPY__ {
    /// A doc comment on an extension member.
    var doubled: Int { sum * 2 } // trailing
}
