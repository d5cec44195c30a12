#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc, aligned allocations) made by the
/// whole process since it started. Counted by interposing the allocator on Linux; always 0 where
/// interposing is not supported.
uint64_t allocation_count(void);

/// Whether allocations are really being counted on this platform.
int allocation_counting_supported(void);

#endif
