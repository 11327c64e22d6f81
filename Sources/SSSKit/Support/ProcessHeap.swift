#if canImport(Glibc)
import Glibc
#endif

/// Readies the heap of a process that runs one lint and exits: tens of megabytes allocated, most of it
/// kept until the end (see ``ReleasePolicy/atExit``).
///
/// With glibc on Linux the heap grows a little at a time, and the kernel maps each 4 KiB page when it is
/// first touched. On a virtual machine each such fault costs microseconds, and a lint of 4,000 files
/// touches some 10,000 pages. So the heap grows once, by ``headroom``, and the kernel is asked to back
/// that stretch with transparent huge pages where the system allows them (its `madvise` or `always`
/// mode), 2 MiB per fault. Blocks up to ``largestHeapBlock`` stay on the heap instead of getting mappings
/// of their own, and freed memory is kept for reuse rather than given back. On other systems, and when
/// glibc's `mallopt` cannot be found, nothing changes. The memory the process uses stays the same, but
/// for rounding up to whole huge pages.
enum ProcessHeap {
    /// How much the heap grows at once.
    static let headroom = 96 << 20
    /// The largest block the heap itself holds; glibc accepts at most 32 MiB.
    static let largestHeapBlock = 32 << 20

    /// Readies the heap; only the first call in a process does anything. Returns whether the kernel was
    /// asked to back the heap's new stretch with huge pages (and agreed to consider it).
    @discardableResult
    static func prepareForRunThatExits() -> Bool {
        prepared
    }

    private static let prepared: Bool = prepare()

    #if canImport(Glibc)
    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32

    /// glibc's `mallopt` parameters, as its `malloc.h` numbers them.
    private enum Parameter: Int32 {
        case trimThreshold = -1
        case topPad = -2
        case mmapThreshold = -3
    }

    private static func prepare() -> Bool {
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        guard mallopt(Parameter.topPad.rawValue, Int32(headroom)) == 1,
            mallopt(Parameter.trimThreshold.rawValue, Int32.max) == 1,
            mallopt(Parameter.mmapThreshold.rawValue, Int32(largestHeapBlock)) == 1
        else { return false }
        let before = Int(bitPattern: sbrk(0))
        // One block of a megabyte makes the heap grow by the headroom now.
        let block = UnsafeMutableRawPointer.allocate(byteCount: 1 << 20, alignment: 16)
        block.deallocate()
        let after = Int(bitPattern: sbrk(0))
        let hugePage = 2 << 20
        let start = (before + hugePage - 1) & ~(hugePage - 1)
        let end = after & ~(hugePage - 1)
        guard end > start, let stretch = UnsafeMutableRawPointer(bitPattern: start) else { return false }
        return madvise(stretch, end - start, MADV_HUGEPAGE) == 0
    }
    #else
    private static func prepare() -> Bool {
        false
    }
    #endif
}
