#include <hyphen.h>
#include <stdlib.h>
