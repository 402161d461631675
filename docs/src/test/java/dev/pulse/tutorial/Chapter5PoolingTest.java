package dev.pulse.tutorial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import dev.pulse.ecs.World;
import java.util.List;
import org.junit.jupiter.api.Test;

class Chapter5PoolingTest {

    @Test
    void poolCapsTheSparksAndThePooledFrameAllocatesNothing() {
        World[] world = new World[1];
        List<String> out = ProgramOutput.of(o -> world[0] = Chapter5Pooling.run(o));
        assertEquals("sparks flying 256 of 256, dropped 144", out.get(0));
        assertEquals("after 1 s: sparks flying 0, ready for reuse 256", out.get(1));
        assertEquals("radar: 9 of 10 watched rocks alive", out.get(2), "the stale handle reads null after slot reuse");
        assumeFalse(out.get(3).equals("this JVM cannot measure allocation"), out.get(3));
        assertEquals("100 frames with pooling and fields: 0 bytes allocated", out.get(3));
        assertEquals("100 frames replacing components: at least one object per rock per frame", out.get(4));
        assertEquals("rocks 1000: frozen 10, moving 990", out.get(5));
        assertEquals(6, out.size(), out.toString());
        assertEquals(10, world[0].count(Chapter5Pooling.Frozen.class));
    }
}
