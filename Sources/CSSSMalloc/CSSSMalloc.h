// The C library's allocator settings (`mallopt` and its parameters), which the Swift overlay of the
// C library leaves out. Empty where the system has no <malloc.h>.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif
