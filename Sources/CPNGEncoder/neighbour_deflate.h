#ifndef NEIGHBOUR_DEFLATE_H
#define NEIGHBOUR_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/*
 * A zlib stream for filtered PNG rows whose repeats are mostly the pixel to
 * the left and the row above: interface frames of flat colours, gradients and
 * text. Each position is matched against those two neighbours (distance `bpp`
 * and one row, filter byte included) and, where they match fewer than eight
 * bytes, against the last position where the same four bytes began (a hash
 * table); the longest match is taken, else a literal. Tokens are Huffman-coded
 * in blocks, each with its own dynamic codes, or stored when that is smaller.
 * A long match costs one comparison per eight bytes and nothing is entered in
 * the table for the bytes it covers.
 *
 * The quick search keeps one position per hash slot, matches greedily and
 * codes blocks of NEIGHBOUR_BLOCK_TOKENS; the thorough one follows chains of
 * up to NEIGHBOUR_CHAIN_DEPTH earlier positions, takes a literal when the next
 * byte starts a longer match, and codes blocks of
 * NEIGHBOUR_THOROUGH_BLOCK_TOKENS (codes fitted to smaller regions).
 */

/// Hash table slots, as a power of two.
#define NEIGHBOUR_HASH_BITS 15
/// Tokens per Huffman block of the quick search.
#define NEIGHBOUR_BLOCK_TOKENS (1u << 15)
/// Tokens per Huffman block of the thorough search.
#define NEIGHBOUR_THOROUGH_BLOCK_TOKENS (1u << 12)
/// Earlier positions the thorough search tries per hash slot.
#define NEIGHBOUR_CHAIN_DEPTH 16

/// Scratch kept between calls: the hash table, the chains and one block's tokens.
typedef struct {
  uint32_t *hash;
  uint32_t *chain;
  uint32_t *tokens;
} neighbour_scratch;

/// Bytes that `neighbour_scratch_reserve` allocates.
size_t neighbour_scratch_bytes(void);

/// Allocates the scratch's buffers if they are not yet; returns 0 when out of memory.
int neighbour_scratch_reserve(neighbour_scratch *scratch);

/// Releases the scratch's buffers.
void neighbour_scratch_free(neighbour_scratch *scratch);

/// The most bytes `neighbour_deflate` writes for `count` bytes of input.
size_t neighbour_deflate_bound(size_t count);

/// Compresses `count` bytes (rows of `row_size` bytes, filter byte included, `bpp`
/// bytes per pixel) into a zlib stream at `out`, which must hold
/// `neighbour_deflate_bound(count)` bytes, with the quick search or, when `thorough`
/// is not 0, the thorough one. Returns the stream's size.
size_t neighbour_deflate(neighbour_scratch *scratch, const unsigned char *in, size_t count, size_t bpp,
                         size_t row_size, int thorough, unsigned char *out);

#endif
