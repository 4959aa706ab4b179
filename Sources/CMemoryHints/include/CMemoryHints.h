#ifndef CMEMORYHINTS_H
#define CMEMORYHINTS_H

/*
 * Cache hints for Swift, which has no prefetch of its own. A prefetch asks the CPU to start
 * fetching a line that code will read soon and returns at once: a loop over objects scattered
 * in the heap can then wait for several lines at a time instead of one after another. It never
 * faults, whatever the address, and changes no value.
 */

/// Starts fetching the cache lines holding the `bytes` bytes from `address`, to be read soon.
static inline void diorama_prefetch(const void *address, unsigned long bytes) {
  const char *p = (const char *)address;
  for (unsigned long offset = 0; offset < bytes; offset += 64) __builtin_prefetch(p + offset, 0, 3);
}

#endif
