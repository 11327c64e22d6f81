extension CodebaseIndex {
    /// One entry of one file's ``IndexEntries``: the file's position and the entry's position in its list.
    /// The index's maps hold these rather than copies of the entries, so building them retains nothing a
    /// file holds (on two threads, both halves of the index would otherwise count references to the same
    /// paths at the same time).
    struct EntryReference {
        let file: UInt32
        let entry: UInt32

        init(_ file: Int, _ entry: Int) {
            self.file = UInt32(truncatingIfNeeded: file)
            self.entry = UInt32(truncatingIfNeeded: entry)
        }
    }

    /// The entries filed under one name, in the order they were added. Most names have one, which is kept
    /// without an array of its own.
    struct EntryReferences: RandomAccessCollection {
        /// The first entry, when ``endIndex`` is above 0.
        private var first = EntryReference(0, 0)
        private var others: [EntryReference] = []
        private(set) var endIndex = 0

        init() {}

        mutating func append(_ reference: EntryReference) {
            if endIndex == 0 {
                first = reference
            } else {
                others.append(reference)
            }
            endIndex += 1
        }

        var startIndex: Int { 0 }

        subscript(position: Int) -> EntryReference {
            position == 0 ? first : others[position - 1]
        }
    }
}
