// Counts heap allocations by interposing the C allocator. The executable's definitions take
// precedence over the C library's for every caller in the process, the Swift runtime included;
// each forwards to glibc's internal entry point.
#include "AllocationCounter.h"

#include <stddef.h>

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>

static _Atomic uint64_t counter = 0;

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

void *malloc(size_t size) {
  counter++;
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  counter++;
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  counter++;
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  counter++;
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  counter++;
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  counter++;
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

uint64_t allocation_count(void) { return counter; }
int allocation_counting_supported(void) { return 1; }
#else
uint64_t allocation_count(void) { return 0; }
int allocation_counting_supported(void) { return 0; }
#endif
