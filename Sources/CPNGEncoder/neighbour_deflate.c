#include "neighbour_deflate.h"

#include "CPNGEncoder.h"

#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#define WINDOW 32768u
#define MAX_MATCH 258u

/* ------------------------------------------------------------ tables (RFC 1951, 3.2.5) */

static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
/* Match length 3...258 -> its length code's index 0...28. */
static uint8_t length_index[MAX_MATCH + 1];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static void fill_tables(void) {
  for (unsigned index = 0; index < 28; index++) {
    for (unsigned k = 0; k < (1u << length_extra[index]); k++) length_index[length_base[index] + k] = (uint8_t)index;
  }
  length_index[258] = 28; /* 227 + 31 would also be 258: the format gives 258 its own code */
}

/* The distance code of `distance` (1...32768), with its extra bits' count and value. */
static inline unsigned distance_code(unsigned distance, unsigned *extra_count, unsigned *extra) {
  unsigned x = distance - 1;
  if (x < 4) {
    *extra_count = 0;
    *extra = 0;
    return x;
  }
  unsigned top = 31u - (unsigned)__builtin_clz(x);
  *extra_count = top - 1;
  *extra = x & ((1u << (top - 1)) - 1);
  return 2 * top + ((x >> (top - 1)) & 1);
}

/* ------------------------------------------------------------ scratch */

size_t neighbour_scratch_bytes(void) {
  return (((size_t)1 << NEIGHBOUR_HASH_BITS) + WINDOW + NEIGHBOUR_BLOCK_TOKENS) * sizeof(uint32_t);
}

int neighbour_scratch_reserve(neighbour_scratch *scratch) {
  if (scratch->hash == NULL) scratch->hash = malloc(((size_t)1 << NEIGHBOUR_HASH_BITS) * sizeof(uint32_t));
  if (scratch->chain == NULL) scratch->chain = malloc(WINDOW * sizeof(uint32_t));
  if (scratch->tokens == NULL) scratch->tokens = malloc(NEIGHBOUR_BLOCK_TOKENS * sizeof(uint32_t));
  return scratch->hash != NULL && scratch->chain != NULL && scratch->tokens != NULL;
}

void neighbour_scratch_free(neighbour_scratch *scratch) {
  free(scratch->hash);
  free(scratch->chain);
  free(scratch->tokens);
  scratch->hash = NULL;
  scratch->chain = NULL;
  scratch->tokens = NULL;
}

size_t neighbour_deflate_bound(size_t count) {
  /* Every block is at worst stored: 5 bytes per 65,535 and one of padding; a block covers
     at least one byte per token. Then the zlib header and Adler-32, and slack for the
     writer's whole-word stores. */
  size_t blocks = count / NEIGHBOUR_THOROUGH_BLOCK_TOKENS + 1;
  return count + 5 * (count / 65535 + 1) + 6 * blocks + 2 + 4 + 8;
}

/* ------------------------------------------------------------ bits */

typedef struct {
  uint64_t bits;
  unsigned count; /* < 32 between calls */
  unsigned char *p;
} bit_writer;

/* Appends the `count` (at most 32) low bits of `value`, first bit first. */
static inline void put_bits(bit_writer *w, uint64_t value, unsigned count) {
  w->bits |= value << w->count;
  w->count += count;
  if (w->count >= 32) {
    uint32_t word = (uint32_t)w->bits;
    w->p[0] = (unsigned char)word;
    w->p[1] = (unsigned char)(word >> 8);
    w->p[2] = (unsigned char)(word >> 16);
    w->p[3] = (unsigned char)(word >> 24);
    w->p += 4;
    w->bits >>= 32;
    w->count -= 32;
  }
}

/* Pads with zeros to a byte boundary and writes out every pending byte. */
static void align_to_byte(bit_writer *w) {
  while (w->count > 0) {
    *w->p++ = (unsigned char)w->bits;
    w->bits >>= 8;
    w->count = w->count > 8 ? w->count - 8 : 0;
  }
  w->bits = 0;
}

/* ------------------------------------------------------------ Huffman codes */

static int by_weight(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

/* Code lengths of at most `limit` bits for `n` (at most 288) symbols of frequencies `freq`:
   Huffman's, then overlong codes shortened as in JPEG's Annex K.3 (each step takes two
   codes off the deepest level and hangs them under a leaf from a shallower one). A lone
   symbol gets a one-bit code and a partner, so that every code is complete, as zlib's
   inflate wants of the code-length code. */
static void build_lengths(const uint32_t *freq, unsigned n, unsigned limit, uint8_t *lengths) {
  uint64_t leaves[288];
  unsigned m = 0;
  for (unsigned s = 0; s < n; s++) {
    lengths[s] = 0;
    if (freq[s] != 0) leaves[m++] = ((uint64_t)freq[s] << 16) | s;
  }
  if (m == 0) return;
  if (m == 1) {
    unsigned only = (unsigned)(leaves[0] & 0xFFFF);
    lengths[only] = 1;
    lengths[only == 0 ? 1 : 0] = 1;
    return;
  }
  qsort(leaves, m, sizeof leaves[0], by_weight);
  /* Two queues: the sorted leaves, and the inner nodes in the order they are made (which is
     also sorted). Nodes 0..m-1 are the leaves, m.. the inner nodes; a parent comes after its
     children. */
  uint64_t weight[2 * 288];
  uint16_t parent[2 * 288];
  for (unsigned i = 0; i < m; i++) weight[i] = leaves[i] >> 16;
  unsigned next_leaf = 0, next_inner = m, end = m;
  for (unsigned k = 0; k + 1 < m; k++) {
    unsigned pair[2];
    for (int j = 0; j < 2; j++) {
      if (next_leaf < m && (next_inner >= end || weight[next_leaf] <= weight[next_inner])) {
        pair[j] = next_leaf++;
      } else {
        pair[j] = next_inner++;
      }
    }
    weight[end] = weight[pair[0]] + weight[pair[1]];
    parent[pair[0]] = parent[pair[1]] = (uint16_t)end;
    end++;
  }
  uint16_t depth[2 * 288];
  unsigned per_length[2 * 288] = {0};
  unsigned deepest = 0;
  depth[end - 1] = 0;
  for (unsigned i = end - 1; i-- > 0;) {
    depth[i] = (uint16_t)(depth[parent[i]] + 1);
    if (i < m) {
      per_length[depth[i]]++;
      if (depth[i] > deepest) deepest = depth[i];
    }
  }
  for (unsigned d = deepest; d > limit; d--) {
    while (per_length[d] > 0) {
      unsigned j = d - 2;
      while (per_length[j] == 0) j--;
      per_length[d] -= 2;
      per_length[d - 1] += 1;
      per_length[j + 1] += 2;
      per_length[j] -= 1;
    }
  }
  /* The most frequent symbols (the end of `leaves`) get the shortest codes. */
  unsigned i = m;
  for (unsigned d = 1; d <= limit; d++) {
    for (unsigned c = 0; c < per_length[d]; c++) lengths[leaves[--i] & 0xFFFF] = (uint8_t)d;
  }
}

void diorama_deflate_code_lengths(const uint32_t *frequencies, unsigned count, unsigned limit, uint8_t *lengths) {
  build_lengths(frequencies, count, limit, lengths);
}

/* Canonical codes for `lengths`, bit-reversed for a writer that sends the first bit first. */
static void build_codes(const uint8_t *lengths, unsigned n, uint16_t *codes) {
  unsigned count[16] = {0}, next[16];
  for (unsigned s = 0; s < n; s++) count[lengths[s]]++;
  count[0] = 0;
  unsigned code = 0;
  for (unsigned bits = 1; bits < 16; bits++) {
    code = (code + count[bits - 1]) << 1;
    next[bits] = code;
  }
  for (unsigned s = 0; s < n; s++) {
    unsigned length = lengths[s];
    if (length == 0) continue;
    unsigned value = next[length]++, reversed = 0;
    for (unsigned b = 0; b < length; b++, value >>= 1) reversed = (reversed << 1) | (value & 1);
    codes[s] = (uint16_t)reversed;
  }
}

/* ------------------------------------------------------------ blocks */

/* A token is a literal byte (< 256) or a match: bit 31, the distance code at bit 25, the
   length at bit 16, distance - 1 below. */
#define MATCH_FLAG 0x80000000u

/* What a block's tokens use, counted as they are made. */
typedef struct {
  uint32_t literal[286];
  uint32_t distance[30];
  uint64_t extra_bits;
} block_counts;

/* Extra bits of each distance code. */
static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                           6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

static inline uint32_t literal_token(block_counts *counts, unsigned byte) {
  counts->literal[byte]++;
  return byte;
}

static inline uint32_t match_token(block_counts *counts, unsigned length, unsigned distance) {
  unsigned extra_count, extra;
  unsigned code = distance_code(distance, &extra_count, &extra);
  unsigned index = length_index[length];
  counts->literal[257 + index]++;
  counts->distance[code]++;
  counts->extra_bits += length_extra[index] + extra_count;
  return MATCH_FLAG | (code << 25) | (length << 16) | (distance - 1);
}

static void write_stored(bit_writer *w, const unsigned char *bytes, size_t count, int final) {
  do {
    size_t chunk = count < 65535 ? count : 65535;
    count -= chunk;
    put_bits(w, (final && count == 0) ? 1 : 0, 1);
    put_bits(w, 0, 2);
    align_to_byte(w);
    w->p[0] = (unsigned char)chunk;
    w->p[1] = (unsigned char)(chunk >> 8);
    w->p[2] = (unsigned char)~chunk;
    w->p[3] = (unsigned char)(~chunk >> 8);
    memcpy(w->p + 4, bytes, chunk);
    w->p += 4 + chunk;
    bytes += chunk;
  } while (count > 0);
}

/* Writes `token_count` tokens, which stand for the `count` bytes at `bytes` and use what
   `counts` holds, as one block with dynamic codes, or stored when that is not larger. */
static void write_block(bit_writer *w, const uint32_t *tokens, size_t token_count, block_counts *counts,
                        const unsigned char *bytes, size_t count, int final) {
  uint32_t *literal_freq = counts->literal, *distance_freq = counts->distance;
  literal_freq[256] = 1;
  uint8_t literal_lengths[286], distance_lengths[30];
  build_lengths(literal_freq, 286, 15, literal_lengths);
  build_lengths(distance_freq, 30, 15, distance_lengths);
  unsigned literal_count = 286, distance_count = 30;
  while (literal_count > 257 && literal_lengths[literal_count - 1] == 0) literal_count--;
  while (distance_count > 1 && distance_lengths[distance_count - 1] == 0) distance_count--;
  uint8_t lengths[286 + 30];
  memcpy(lengths, literal_lengths, literal_count);
  memcpy(lengths + literal_count, distance_lengths, distance_count);
  unsigned total = literal_count + distance_count;

  /* The code lengths, run-length coded with symbols 16 (repeat the last 3-6 times),
     17 (3-10 zeros) and 18 (11-138 zeros). */
  uint8_t run_symbol[286 + 30], run_extra[286 + 30];
  unsigned runs = 0;
  uint32_t run_freq[19] = {0};
  for (unsigned i = 0; i < total;) {
    unsigned value = lengths[i], repeat = 1;
    while (i + repeat < total && lengths[i + repeat] == value) repeat++;
    if (value == 0 && repeat >= 3) {
      unsigned take = repeat > 138 ? 138 : repeat;
      run_symbol[runs] = take >= 11 ? 18 : 17;
      run_extra[runs] = (uint8_t)(take >= 11 ? take - 11 : take - 3);
      run_freq[run_symbol[runs++]]++;
      i += take;
    } else if (value != 0 && repeat >= 4) {
      unsigned take = repeat - 1 > 6 ? 6 : repeat - 1;
      run_symbol[runs] = (uint8_t)value;
      run_extra[runs] = 0;
      run_freq[run_symbol[runs++]]++;
      run_symbol[runs] = 16;
      run_extra[runs] = (uint8_t)(take - 3);
      run_freq[run_symbol[runs++]]++;
      i += 1 + take;
    } else {
      run_symbol[runs] = (uint8_t)value;
      run_extra[runs] = 0;
      run_freq[run_symbol[runs++]]++;
      i++;
    }
  }
  static const uint8_t order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
  static const uint8_t run_extra_bits[19] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7};
  uint8_t run_lengths[19];
  build_lengths(run_freq, 19, 7, run_lengths);
  unsigned run_length_count = 19;
  while (run_length_count > 4 && run_lengths[order[run_length_count - 1]] == 0) run_length_count--;

  /* Size of the dynamic block, in bits, against the stored one. */
  uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)run_length_count + counts->extra_bits;
  for (unsigned s = 0; s < 19; s++) bits += (uint64_t)run_freq[s] * (run_lengths[s] + run_extra_bits[s]);
  for (unsigned s = 0; s < 286; s++) bits += (uint64_t)literal_freq[s] * literal_lengths[s];
  for (unsigned s = 0; s < 30; s++) bits += (uint64_t)distance_freq[s] * distance_lengths[s];
  uint64_t stored_bits = 8 * ((uint64_t)count + 5 * (count / 65535 + 1)) + 8;
  if (bits >= stored_bits) {
    write_stored(w, bytes, count, final);
    return;
  }

  uint16_t literal_codes[286], distance_codes[30], run_codes[19];
  build_codes(literal_lengths, 286, literal_codes);
  build_codes(distance_lengths, 30, distance_codes);
  build_codes(run_lengths, 19, run_codes);
  put_bits(w, final ? 1 : 0, 1);
  put_bits(w, 2, 2);
  put_bits(w, literal_count - 257, 5);
  put_bits(w, distance_count - 1, 5);
  put_bits(w, run_length_count - 4, 4);
  for (unsigned i = 0; i < run_length_count; i++) put_bits(w, run_lengths[order[i]], 3);
  for (unsigned i = 0; i < runs; i++) {
    unsigned s = run_symbol[i];
    put_bits(w, run_codes[s], run_lengths[s]);
    if (run_extra_bits[s]) put_bits(w, run_extra[i], run_extra_bits[s]);
  }
  for (size_t t = 0; t < token_count; t++) {
    uint32_t token = tokens[t];
    if (token < 256) {
      put_bits(w, literal_codes[token], literal_lengths[token]);
      continue;
    }
    unsigned length = (token >> 16) & 0x1FF, index = length_index[length], symbol = 257 + index;
    put_bits(w, literal_codes[symbol] | ((uint64_t)(length - length_base[index]) << literal_lengths[symbol]),
             literal_lengths[symbol] + length_extra[index]);
    unsigned code = (token >> 25) & 0x1F, extra_count = distance_extra[code];
    unsigned extra = (token & 0xFFFF) & ((1u << extra_count) - 1);
    put_bits(w, distance_codes[code] | ((uint64_t)extra << distance_lengths[code]),
             distance_lengths[code] + extra_count);
  }
  put_bits(w, literal_codes[256], literal_lengths[256]);
}

/* ------------------------------------------------------------ matching */

static inline uint32_t load32(const unsigned char *p) {
  uint32_t v;
  memcpy(&v, p, 4);
  return v;
}

/* How many of the first `limit` bytes at `a` and `b` agree: sixteen at a time with SSE2,
   eight otherwise. */
static inline unsigned match_length(const unsigned char *a, const unsigned char *b, unsigned limit) {
  unsigned n = 0;
#if defined(__SSE2__)
  while (n + 16 <= limit) {
    __m128i x = _mm_loadu_si128((const __m128i *)(a + n)), y = _mm_loadu_si128((const __m128i *)(b + n));
    unsigned differ = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) ^ 0xFFFFu;
    if (differ) return n + (unsigned)__builtin_ctz(differ);
    n += 16;
  }
#endif
  while (n + 8 <= limit) {
    uint64_t x, y;
    memcpy(&x, a + n, 8);
    memcpy(&y, b + n, 8);
    uint64_t difference = x ^ y;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (difference) return n + ((unsigned)__builtin_ctzll(difference) >> 3);
#else
    if (difference) return n + ((unsigned)__builtin_clzll(difference) >> 3);
#endif
    n += 8;
  }
  while (n < limit && a[n] == b[n]) n++;
  return n;
}

/* One search: the input, its neighbours' distances and the tables. */
typedef struct {
  const unsigned char *in;
  size_t count;
  size_t bpp;
  size_t up; /* the row above, or 0 when it is beyond the window */
  uint32_t *hash;
  uint32_t *chain; /* NULL: one candidate per hash slot */
  unsigned depth;
} search;

/* The longest match at `i` (0 when there is none), its distance in `*distance`. Positions
   the neighbours cover with eight bytes or more are not entered in the hash table: it keeps
   the places the neighbours miss (text, edges). */
static inline unsigned longest_match(const search *s, size_t i, unsigned *distance) {
  const unsigned char *in = s->in;
  size_t remaining = s->count - i;
  unsigned limit = remaining < MAX_MATCH ? (unsigned)remaining : MAX_MATCH;
  unsigned best = 0;
  *distance = 0;
  if (i >= s->bpp) {
    best = match_length(in + i, in + i - s->bpp, limit);
    *distance = (unsigned)s->bpp;
  }
  if (s->up != 0 && i >= s->up && best < limit) {
    unsigned length = match_length(in + i, in + i - s->up, limit);
    if (length > best) {
      best = length;
      *distance = (unsigned)s->up;
    }
  }
  if (best >= 8 || remaining < 4) return best;
  uint32_t slot = (load32(in + i) * 2654435761u) >> (32 - NEIGHBOUR_HASH_BITS);
  size_t candidate = s->hash[slot]; /* a position + 1; 0 for none */
  s->hash[slot] = (uint32_t)(i + 1);
  if (s->chain != NULL) s->chain[i & (WINDOW - 1)] = (uint32_t)candidate;
  for (unsigned tries = 0; tries < s->depth && candidate != 0 && candidate <= i && i + 1 - candidate <= WINDOW;
       tries++) {
    unsigned length = match_length(in + i, in + candidate - 1, limit);
    if (length > best) {
      best = length;
      *distance = (unsigned)(i + 1 - candidate);
      if (length == limit) break;
    }
    if (s->chain == NULL) break;
    size_t next = s->chain[(candidate - 1) & (WINDOW - 1)];
    if (next >= candidate) break; /* the slot was reused by a later position */
    candidate = next;
  }
  return best;
}

/* A match of three costs more than three literals unless its distance is short. */
static inline int worth_a_match(unsigned length, unsigned distance) {
  return length >= 4 || (length == 3 && distance <= 8);
}

size_t neighbour_deflate(neighbour_scratch *scratch, const unsigned char *in, size_t count, size_t bpp,
                         size_t row_size, int thorough, unsigned char *out) {
  pthread_once(&tables_once, fill_tables);
  memset(scratch->hash, 0, ((size_t)1 << NEIGHBOUR_HASH_BITS) * sizeof(uint32_t));
  search s = {in, count, bpp, row_size <= WINDOW ? row_size : 0, scratch->hash, NULL, 1};
  size_t block_tokens = NEIGHBOUR_BLOCK_TOKENS;
  if (thorough) {
    s.chain = scratch->chain;
    s.depth = NEIGHBOUR_CHAIN_DEPTH;
    block_tokens = NEIGHBOUR_THOROUGH_BLOCK_TOKENS;
  }
  uint32_t *tokens = scratch->tokens;
  block_counts counts;
  memset(&counts, 0, sizeof counts);
  out[0] = 0x78; /* deflate, 32 KiB window */
  out[1] = 0x01; /* fastest; (0x78 << 8 | 0x01) is a multiple of 31 */
  bit_writer w = {0, 0, out + 2};
  size_t i = 0, block_start = 0, token_count = 0;
  unsigned distance = 0, best = longest_match(&s, 0, &distance);
  while (i < count) {
    unsigned next = 0, next_distance = 0;
    if (worth_a_match(best, distance)) {
      /* Thorough: when the next position has a longer match, this byte goes as a literal. */
      if (thorough && best < 64 && i + 1 < count) next = longest_match(&s, i + 1, &next_distance);
      if (next > best + 1) {
        tokens[token_count++] = literal_token(&counts, in[i]);
        i += 1;
      } else {
        tokens[token_count++] = match_token(&counts, best, distance);
        i += best;
        next = 0;
      }
    } else {
      tokens[token_count++] = literal_token(&counts, in[i]);
      i += 1;
    }
    if (token_count == block_tokens || i == count) {
      write_block(&w, tokens, token_count, &counts, in + block_start, i - block_start, i == count);
      memset(&counts, 0, sizeof counts);
      block_start = i;
      token_count = 0;
    }
    if (i == count) break;
    if (next != 0) {
      best = next;
      distance = next_distance;
    } else {
      best = longest_match(&s, i, &distance);
    }
  }
  align_to_byte(&w);
  uint32_t adler = libdeflate_adler32(1, in, count);
  w.p[0] = (unsigned char)(adler >> 24);
  w.p[1] = (unsigned char)(adler >> 16);
  w.p[2] = (unsigned char)(adler >> 8);
  w.p[3] = (unsigned char)adler;
  return (size_t)(w.p + 4 - out);
}
