// wcwidth is hidden from Swift's Glibc module behind _XOPEN_SOURCE, so this
// small C target exposes it. It needs a UTF-8 LC_CTYPE: the program's own
// locale may be "C", where every non-ASCII scalar measures -1, so the width
// is taken under a private C.UTF-8 locale object without touching the
// process-wide locale.
#define _XOPEN_SOURCE 700
#define _GNU_SOURCE
#include "CTerminal.h"
#include <locale.h>
#include <pthread.h>
#include <wchar.h>

static locale_t utf8_locale = (locale_t)0;
static pthread_once_t utf8_locale_once = PTHREAD_ONCE_INIT;

static void make_utf8_locale(void) {
  utf8_locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
}

int raygem_scalar_width(uint32_t scalar) {
  pthread_once(&utf8_locale_once, make_utf8_locale);
  if (utf8_locale == (locale_t)0) {
    return scalar < 0x20 || (scalar >= 0x7F && scalar < 0xA0) ? -1 : 1;
  }
  locale_t previous = uselocale(utf8_locale);
  int width = wcwidth((wchar_t)scalar);
  uselocale(previous);
  return width;
}
