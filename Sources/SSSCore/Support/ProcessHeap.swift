#if canImport(Glibc)
import CSSSMalloc
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
/// of their own, and freed memory is kept for reuse rather than given back. The other threads' heaps get
/// the same request when each starts working for the run (``prepareThisThreadForRunThatExits()``). On
/// other systems nothing changes. The memory the process uses stays the same, but for rounding up to
/// whole huge pages.
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

    /// Asks for huge pages behind the calling thread's heap too, once the process's heap was readied:
    /// glibc gives each thread other than the main one a heap of its own, ``threadHeapSize`` long and
    /// aligned to that size, which it makes writable all at once when the thread first allocates after
    /// ``prepareForRunThatExits()``. What is left of the heap's first 2 MiB is set aside (see
    /// ``setAsideSmallPages(below:)``). Cheap to call again on a thread whose heap was advised.
    static func prepareThisThreadForRunThatExits() {
        #if canImport(Glibc)
        guard prepared else { return }
        let probe = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)
        let address = Int(bitPattern: probe)
        probe.deallocate()
        // The process's own heap lies below its break; the threads' heaps are mapped elsewhere.
        let heap = address & ~(threadHeapSize - 1)
        guard address >= Int(bitPattern: sbrk(0)), advisedThreadHeaps.insert(heap),
            let start = UnsafeMutableRawPointer(bitPattern: heap)
        else { return }
        guard madvise(start, threadHeapSize, MADV_HUGEPAGE) == 0 else { return }
        setAsideSmallPages(below: heap + hugePage)
        #endif
    }

    /// The size and alignment of a thread's heap in glibc on 64-bit systems.
    static let threadHeapSize = 64 << 20

    /// The size and alignment of a transparent huge page where this readies the heap.
    static let hugePage = 2 << 20

    #if canImport(Glibc)
    private static let advisedThreadHeaps = AddressSet()

    /// Addresses, added from any thread.
    private final class AddressSet: @unchecked Sendable {
        private var mutex = pthread_mutex_t()
        private var addresses: Set<Int> = []

        init() {
            pthread_mutex_init(&mutex, nil)
        }

        /// Adds `address`; whether it was new.
        func insert(_ address: Int) -> Bool {
            pthread_mutex_lock(&mutex)
            defer { pthread_mutex_unlock(&mutex) }
            return addresses.insert(address).inserted
        }
    }

    private static func prepare() -> Bool {
        guard mallopt(M_TOP_PAD, Int32(headroom)) == 1, mallopt(M_TRIM_THRESHOLD, Int32.max) == 1,
            mallopt(M_MMAP_THRESHOLD, Int32(largestHeapBlock)) == 1
        else { return false }
        let before = Int(bitPattern: sbrk(0))
        // One block of a megabyte makes the heap grow by the headroom now. As it grows, glibc writes the
        // header of the heap's free end just past the block: the 2 MiB holding that header, like those
        // holding what the heap held before, are mapped in small pages from then on.
        let block = UnsafeMutableRawPointer.allocate(byteCount: 1 << 20, alignment: 16)
        let touched = Int(bitPattern: block) + (1 << 20) + 64
        block.deallocate()
        let after = Int(bitPattern: sbrk(0))
        let start = (max(before, touched) + hugePage - 1) & ~(hugePage - 1)
        let end = after & ~(hugePage - 1)
        guard end > start, let stretch = UnsafeMutableRawPointer(bitPattern: start),
            madvise(stretch, end - start, MADV_HUGEPAGE) == 0
        else { return false }
        setAsideSmallPages(below: start)
        return true
    }

    /// Takes the free end of the calling thread's heap below `boundary` out of use, never to be touched,
    /// so that the thread's next blocks come from the huge pages above it. The stretch below a heap's
    /// first huge page shares its 2 MiB with memory touched before the advice, which the kernel maps in
    /// 4 KiB pages, a fault for each page: up to some 500 faults a run in each thread, depending on
    /// where its heap began. What is set aside costs address space only.
    private static func setAsideSmallPages(below boundary: Int) {
        // A block too large for glibc's caches comes from the free end of the heap and goes back to it.
        let probe = UnsafeMutableRawPointer.allocate(byteCount: 64 << 10, alignment: 16)
        let freeEnd = Int(bitPattern: probe)
        probe.deallocate()
        let gap = boundary - freeEnd
        guard gap > 0, gap <= 2 * hugePage else { return }
        _ = UnsafeMutableRawPointer.allocate(byteCount: gap, alignment: 16)
    }
    #else
    private static func prepare() -> Bool {
        false
    }
    #endif
}
