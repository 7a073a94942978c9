// The C surface Handheld uses: SDL2 for windows, renderers and events, SDL2_ttf for text,
// SDL2_image for PNG, and libpng's simplified reader (png_image_*), whose errors and warnings come back
// as text instead of being printed. pkg-config `sdl2` puts /usr/include/SDL2 on the include path; png.h
// is in /usr/include (libpng-dev, a dependency of libsdl2-image-dev).
#ifndef HANDHELD_CSDL_SHIM_H
#define HANDHELD_CSDL_SHIM_H
#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
#include <png.h>
#endif
