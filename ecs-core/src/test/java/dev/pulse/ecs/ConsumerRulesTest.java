package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.ConsumerRules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The R8/ProGuard rules ecs-core's jar carries name classes and fields that exist. */
class ConsumerRulesTest {

    private static final Path RULES = Path.of("src/main/resources/META-INF/proguard/pulse-ecs-core.pro");

    @Test
    void everyClassAndFieldTheRulesNameExists() throws IOException {
        // ThreadWorkers, FieldMetadataProbe, SparseSet, ChangeClock, and three -dontwarn classes
        assertEquals(7, ConsumerRules.assertNamesExist(RULES));
    }

    @Test
    void aRuleNamingAFieldThatMovedFails(@TempDir Path dir) throws IOException {
        Path rules = dir.resolve("moved.pro");
        // SparseSet's lockDepth, named on the class it lived in before the storage was split
        Files.writeString(
                rules, "-keepclassmembers class dev.pulse.ecs.ComponentStorage { volatile int lockDepth; }\n");
        AssertionError error = assertThrows(AssertionError.class, () -> ConsumerRules.assertNamesExist(rules));
        assertTrue(
                error.getMessage().contains("dev.pulse.ecs.ComponentStorage declares no field lockDepth"),
                error.getMessage());
    }

    @Test
    void aRuleNamingAClassThatMovedFails(@TempDir Path dir) throws IOException {
        Path rules = dir.resolve("moved.pro");
        Files.writeString(rules, "-dontwarn dev.pulse.ecs.MethodHandleRecords\n");
        AssertionError error = assertThrows(AssertionError.class, () -> ConsumerRules.assertNamesExist(rules));
        assertTrue(error.getMessage().contains("no class dev.pulse.ecs.MethodHandleRecords"), error.getMessage());
    }
}
