#include <png.h>
#include "CPNGSupport.h"
const char *diorama_png_version(void) { return PNG_LIBPNG_VER_STRING; }
