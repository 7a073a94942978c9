// The C surface Handheld uses: SDL2 for windows, renderers and events, SDL2_ttf for text,
// SDL2_image for PNG. pkg-config `sdl2` puts /usr/include/SDL2 on the include path.
#ifndef HANDHELD_CSDL_SHIM_H
#define HANDHELD_CSDL_SHIM_H
#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
#endif
