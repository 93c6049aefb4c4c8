// wcwidth is hidden from Swift's Glibc module behind _XOPEN_SOURCE, so this
// small C target exposes it. It needs a UTF-8 LC_CTYPE: the program's own
// locale may be "C", where every non-ASCII scalar measures -1, so the
// calling thread switches, once, to a locale that is "C" in every category
// but LC_CTYPE, which is C.UTF-8. The process-wide locale is not touched,
// and nothing in raygem depends on LC_CTYPE otherwise.
#define _XOPEN_SOURCE 700
#define _GNU_SOURCE
#include "CTerminal.h"
#include <locale.h>
#include <pthread.h>
#include <wchar.h>

static locale_t utf8_locale = (locale_t)0;
static pthread_once_t utf8_locale_once = PTHREAD_ONCE_INIT;
static _Thread_local int thread_uses_utf8 = 0;

static void make_utf8_locale(void) {
  utf8_locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
}

int raygem_scalar_width(uint32_t scalar) {
  if (!thread_uses_utf8) {
    pthread_once(&utf8_locale_once, make_utf8_locale);
    if (utf8_locale == (locale_t)0) {
      return scalar < 0x20 || (scalar >= 0x7F && scalar < 0xA0) ? -1 : 1;
    }
    uselocale(utf8_locale);
    thread_uses_utf8 = 1;
  }
  return wcwidth((wchar_t)scalar);
}
