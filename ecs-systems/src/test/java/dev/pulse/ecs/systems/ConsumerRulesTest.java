package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pulse.testing.fixtures.ConsumerRules;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The R8/ProGuard rules ecs-systems' jar carries name classes that exist. */
class ConsumerRulesTest {

    @Test
    void everyClassTheRulesNameExists() throws IOException {
        // CommonPool and HiddenClassStepCopier kept, HiddenClassStepCopier not warned about
        assertEquals(
                3,
                ConsumerRules.assertNamesExist(Path.of("src/main/resources/META-INF/proguard/pulse-ecs-systems.pro")));
    }
}
