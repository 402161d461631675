package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.Position;
import org.junit.jupiter.api.Test;

/**
 * Where reflection reports no fields (TeaVM without Pulse's reflection policy, a shrinker that
 * stripped them), component types are refused instead of all becoming tags.
 */
class FieldMetadataProbeTest {

    @Test
    void thisJvmSeesFieldsSoNoComponentIsRefusedForIt() {
        assertNull(FieldMetadataProbe.problem("Position"));
        assertFalse(ComponentType.of(Position.class).tag, "a class with fields is not a tag");
    }

    @Test
    void withoutFieldMetadataTheMessageNamesTheClassAndWhatToAdd() {
        String message = FieldMetadataProbe.problem("Position", false);
        assertTrue(message.startsWith("Cannot use Position as a component: reflection on this runtime"), message);
        assertTrue(message.contains("cannot tell a component with data from a tag"), message);
        assertTrue(message.contains("dev.pulse:ecs-teavm"), message);
        assertTrue(message.contains("-keepclassmembers"), message);
    }
}
