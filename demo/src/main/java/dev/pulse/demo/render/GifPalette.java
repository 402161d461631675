package dev.pulse.demo.render;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.awt.image.IndexColorModel;

/**
 * A fixed 256-colour palette for the demo's GIF frames (a 6x6x6 colour cube, a grey ramp and the
 * demo's own colours) with a 32K-entry lookup table from 15-bit RGB to the nearest palette
 * entry. Converting a frame is one table lookup per pixel, and every frame shares the palette,
 * so the GIF is deterministic and needs no per-frame colour quantisation.
 */
final class GifPalette {

    private static final int[] GAME_COLOURS = {
        0x0E1320, 0x1A2233, 0x3A4A66, 0x2E4A6A, 0x4FD1C5, 0x9FB8FF, 0xF2D45C, 0xF08A3C, 0xE0457B, 0xFFD24A, 0xFF8C1A,
        0xFF4E1A, 0xFFF2B0, 0xE8ECF4, 0x556070, 0x7A8494, 0x8899AA, 0x161C2A, 0x242E42, 0x0A0E18
    };

    static final IndexColorModel MODEL;
    private static final byte[] NEAREST = new byte[1 << 15];

    static {
        int[] rgb = new int[256];
        int n = 0;
        for (int r = 0; r < 6; r++) {
            for (int g = 0; g < 6; g++) {
                for (int b = 0; b < 6; b++) {
                    rgb[n++] = (r * 51) << 16 | (g * 51) << 8 | b * 51;
                }
            }
        }
        for (int colour : GAME_COLOURS) {
            rgb[n++] = colour;
        }
        int greys = 256 - n;
        for (int i = 0; i < greys; i++) {
            int v = 8 + i * 240 / Math.max(1, greys - 1);
            rgb[n++] = v << 16 | v << 8 | v;
        }
        MODEL = new IndexColorModel(8, 256, rgb, 0, false, -1, java.awt.image.DataBuffer.TYPE_BYTE);
        for (int key = 0; key < NEAREST.length; key++) {
            // The centre of the 8 x 8 x 8 block of 24-bit colours this key stands for.
            int r = (key >> 10 & 31) * 8 + 4;
            int g = (key >> 5 & 31) * 8 + 4;
            int b = (key & 31) * 8 + 4;
            int best = 0;
            int bestDistance = Integer.MAX_VALUE;
            for (int i = 0; i < 256; i++) {
                int dr = (rgb[i] >> 16 & 255) - r;
                int dg = (rgb[i] >> 8 & 255) - g;
                int db = (rgb[i] & 255) - b;
                int d = 2 * dr * dr + 4 * dg * dg + db * db;
                if (d < bestDistance) {
                    bestDistance = d;
                    best = i;
                }
            }
            NEAREST[key] = (byte) best;
        }
    }

    private GifPalette() {}

    /** Creates an indexed image of the given size using this palette. */
    static BufferedImage newIndexedImage(int width, int height) {
        return new BufferedImage(width, height, BufferedImage.TYPE_BYTE_INDEXED, MODEL);
    }

    /** Converts an RGB image into an indexed image of the same size (from {@link #newIndexedImage}). */
    static void convert(BufferedImage rgb, BufferedImage indexed, int[] row) {
        int width = rgb.getWidth();
        byte[] out = ((DataBufferByte) indexed.getRaster().getDataBuffer()).getData();
        for (int y = 0, height = rgb.getHeight(); y < height; y++) {
            rgb.getRGB(0, y, width, 1, row, 0, width);
            int base = y * width;
            for (int x = 0; x < width; x++) {
                int c = row[x];
                out[base + x] = NEAREST[(c >> 9 & 0x7C00) | (c >> 6 & 0x3E0) | (c >> 3 & 0x1F)];
            }
        }
    }
}
