#ifndef RAYGEM_CTERMINAL_H
#define RAYGEM_CTERMINAL_H

#include <stdint.h>

/// The number of terminal columns a Unicode scalar occupies under the
/// C.UTF-8 locale: 0 for combining marks, 2 for wide and fullwidth
/// characters, 1 otherwise, and -1 for control characters.
int raygem_scalar_width(uint32_t scalar);

#endif
