package dev.pulse.demo.render;

import java.awt.image.BufferedImage;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;

/**
 * Writes an endlessly looping animated GIF with the JDK's own ImageIO GIF writer (no
 * dependency): each RGB frame is mapped onto a fixed 256-colour palette and written with a
 * graphic control extension carrying the frame delay; the first frame also carries the
 * {@code NETSCAPE2.0} loop extension.
 *
 * <pre>{@code
 * try (AnimatedGif gif = new AnimatedGif(Path.of("out.gif"), 400, 300, 4)) {
 *     gif.addFrame(frame);   // an RGB BufferedImage of 400 x 300
 * }
 * }</pre>
 */
public final class AnimatedGif implements Closeable {

    private static final String FORMAT = "javax_imageio_gif_image_1.0";

    private final int width;
    private final int height;
    private final int delayCentiseconds;
    private final ImageWriter writer;
    private final ImageOutputStream stream;
    private final BufferedImage indexed;
    private final int[] row;
    private final ImageWriteParam param;
    /** The metadata of every frame but the first (all alike), built once. */
    private IIOMetadata laterFrames;

    private int frames;

    /**
     * Opens a GIF file for writing, replacing an existing file.
     *
     * @param file              the file
     * @param width             frame width in pixels, {@code >= 1}
     * @param height            frame height in pixels, {@code >= 1}
     * @param delayCentiseconds time each frame is shown, in hundredths of a second, {@code 1..65535}
     * @throws IllegalArgumentException if a size or the delay is out of range
     * @throws IOException              if the file cannot be created
     */
    public AnimatedGif(Path file, int width, int height, int delayCentiseconds) throws IOException {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("GIF frame size must be positive, got " + width + "x" + height);
        }
        if (delayCentiseconds < 1 || delayCentiseconds > 65_535) {
            throw new IllegalArgumentException(
                    "GIF frame delay must be 1..65535 centiseconds, got " + delayCentiseconds);
        }
        Iterator<ImageWriter> writers = ImageIO.getImageWritersByFormatName("gif");
        if (!writers.hasNext()) {
            throw new IOException("This JDK has no ImageIO GIF writer");
        }
        this.width = width;
        this.height = height;
        this.delayCentiseconds = delayCentiseconds;
        this.writer = writers.next();
        this.indexed = GifPalette.newIndexedImage(width, height);
        this.row = new int[width];
        this.param = writer.getDefaultWriteParam();
        Files.deleteIfExists(file);
        this.stream = ImageIO.createImageOutputStream(file.toFile());
        if (stream == null) {
            throw new IOException("Cannot open " + file + " for writing");
        }
        writer.setOutput(stream);
        writer.prepareWriteSequence(null);
    }

    /**
     * Appends a frame.
     *
     * @param frame an image of exactly the GIF's size (any type; RGB is expected)
     * @throws IllegalArgumentException if the size differs
     * @throws IOException              if writing fails
     */
    public void addFrame(BufferedImage frame) throws IOException {
        if (frame.getWidth() != width || frame.getHeight() != height) {
            throw new IllegalArgumentException("GIF frame must be " + width + "x" + height + ", got " + frame.getWidth()
                    + "x" + frame.getHeight());
        }
        GifPalette.convert(frame, indexed, row);
        if (frames == 0) {
            writer.writeToSequence(new IIOImage(indexed, null, metadata(true)), param);
            laterFrames = metadata(false);
        } else {
            writer.writeToSequence(new IIOImage(indexed, null, laterFrames), param);
        }
        frames++;
    }

    /** Builds a frame's metadata: palette, delay and, for the first frame, the loop extension. */
    private IIOMetadata metadata(boolean first) throws IOException {
        IIOMetadata metadata =
                writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(indexed), param);
        IIOMetadataNode root = (IIOMetadataNode) metadata.getAsTree(FORMAT);
        // The default metadata's colour table is not the image's (the JDK writer fills it with
        // a grey ramp), so write the palette explicitly.
        IIOMetadataNode table = child(root, "LocalColorTable");
        while (table.getFirstChild() != null) {
            table.removeChild(table.getFirstChild());
        }
        table.setAttribute("sizeOfLocalColorTable", "256");
        table.setAttribute("sortFlag", "FALSE");
        for (int i = 0; i < 256; i++) {
            IIOMetadataNode entry = new IIOMetadataNode("ColorTableEntry");
            entry.setAttribute("index", Integer.toString(i));
            entry.setAttribute("red", Integer.toString(GifPalette.MODEL.getRed(i)));
            entry.setAttribute("green", Integer.toString(GifPalette.MODEL.getGreen(i)));
            entry.setAttribute("blue", Integer.toString(GifPalette.MODEL.getBlue(i)));
            table.appendChild(entry);
        }
        IIOMetadataNode control = child(root, "GraphicControlExtension");
        control.setAttribute("disposalMethod", "none");
        control.setAttribute("userInputFlag", "FALSE");
        control.setAttribute("transparentColorFlag", "FALSE");
        control.setAttribute("delayTime", Integer.toString(delayCentiseconds));
        control.setAttribute("transparentColorIndex", "0");
        if (first) {
            IIOMetadataNode extensions = child(root, "ApplicationExtensions");
            IIOMetadataNode loop = new IIOMetadataNode("ApplicationExtension");
            loop.setAttribute("applicationID", "NETSCAPE");
            loop.setAttribute("authenticationCode", "2.0");
            loop.setUserObject(new byte[] {1, 0, 0}); // sub-block 1: loop count 0 = for ever
            extensions.appendChild(loop);
        }
        metadata.setFromTree(FORMAT, root);
        return metadata;
    }

    /**
     * Returns the number of frames written so far.
     *
     * @return the frame count
     */
    public int frames() {
        return frames;
    }

    /**
     * Finishes the file and closes it.
     *
     * @throws IOException if writing fails
     */
    @Override
    public void close() throws IOException {
        try {
            writer.endWriteSequence();
        } finally {
            stream.close();
            writer.dispose();
        }
    }

    private static IIOMetadataNode child(IIOMetadataNode parent, String name) {
        for (int i = 0; i < parent.getLength(); i++) {
            if (parent.item(i).getNodeName().equalsIgnoreCase(name)) {
                return (IIOMetadataNode) parent.item(i);
            }
        }
        IIOMetadataNode node = new IIOMetadataNode(name);
        parent.appendChild(node);
        return node;
    }
}
