package dev.pulse.demo.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AnimatedGifTest {

    @TempDir
    Path dir;

    private static BufferedImage frame(int i) {
        BufferedImage image = new BufferedImage(40, 30, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(new Color(0x0E1320));
        g.fillRect(0, 0, 40, 30);
        g.setColor(new Color(0xF08A3C));
        g.fillRect(i * 3, 10, 6, 6);
        g.dispose();
        return image;
    }

    @Nested
    class Writing {

        @Test
        void framesAreWrittenAndDecodeWithImageIo() throws IOException {
            Path file = dir.resolve("a.gif");
            try (AnimatedGif gif = new AnimatedGif(file, 40, 30, 4)) {
                for (int i = 0; i < 10; i++) {
                    gif.addFrame(frame(i));
                }
                assertEquals(10, gif.frames());
            }
            try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
                ImageReader reader = ImageIO.getImageReaders(in).next();
                reader.setInput(in);
                assertEquals(10, reader.getNumImages(true));
                BufferedImage third = reader.read(3);
                assertEquals(40, third.getWidth());
                assertEquals(30, third.getHeight());
                // The moving square is where frame 3 drew it, in (nearly) its colour.
                int rgb = third.getRGB(3 * 3 + 2, 12) & 0xFFFFFF;
                assertTrue(
                        Math.abs((rgb >> 16) - 0xF0) < 24 && Math.abs((rgb >> 8 & 255) - 0x8A) < 24,
                        Integer.toHexString(rgb));
                assertEquals(0x0E1320, third.getRGB(0, 0) & 0xFFFFFF, "background is an exact palette colour");
                IIOMetadataNode root =
                        (IIOMetadataNode) reader.getImageMetadata(0).getAsTree("javax_imageio_gif_image_1.0");
                IIOMetadataNode control = (IIOMetadataNode)
                        root.getElementsByTagName("GraphicControlExtension").item(0);
                assertEquals("4", control.getAttribute("delayTime"));
                assertEquals(
                        1, root.getElementsByTagName("ApplicationExtension").getLength(), "loop extension");
                reader.dispose();
            }
        }

        @Test
        void aFrameOfTheWrongSizeIsRejected() throws IOException {
            try (AnimatedGif gif = new AnimatedGif(dir.resolve("b.gif"), 40, 30, 4)) {
                gif.addFrame(frame(0));
                IllegalArgumentException e = assertThrows(
                        IllegalArgumentException.class,
                        () -> gif.addFrame(new BufferedImage(41, 30, BufferedImage.TYPE_INT_RGB)));
                assertTrue(e.getMessage().contains("40x30"), e.getMessage());
            }
        }

        @Test
        void badSizesAndDelaysAreRejected() {
            assertThrows(IllegalArgumentException.class, () -> new AnimatedGif(dir.resolve("c.gif"), 0, 30, 4));
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> new AnimatedGif(dir.resolve("c.gif"), 40, 30, 0));
            assertTrue(e.getMessage().contains("centiseconds"), e.getMessage());
        }
    }
}
