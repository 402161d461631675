package dev.pulse.ecs.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@link GenerationalArena}'s handles are typed: javac refuses a handle of one element type
 * passed to an arena of another. (Mutation testing leaves this class out: no mutant of the
 * runtime code can change what javac accepts.)
 */
class GenerationalArenaCompileTimeTypingTest {
    @Test
    void handleOfOneTypeCannotBePassedToAnArenaOfAnother(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        String accepted = compile(
                dir, "Ok", "GenerationalArena<Integer> missiles, Handle<Integer> missile", "missiles.get(missile)");
        assertEquals("", accepted, "the well-typed control must compile");
        String rejected =
                compile(dir, "Bad", "GenerationalArena<Integer> missiles, Handle<String> enemy", "missiles.get(enemy)");
        assertTrue(rejected.contains("incompatible types") || rejected.contains("cannot be applied"), rejected);
    }

    /** Compiles a one-method class against the main classes; returns the errors, "" if none. */
    private String compile(Path dir, String name, String parameters, String body) throws Exception {
        Object compiler;
        try {
            compiler = Class.forName("javax.tools.ToolProvider")
                    .getMethod("getSystemJavaCompiler")
                    .invoke(null);
        } catch (ReflectiveOperationException | LinkageError e) {
            compiler = null;
        }
        assumeTrue(compiler != null, "no system Java compiler");
        Path source = dir.resolve(name + ".java");
        Files.writeString(
                source,
                "import dev.pulse.ecs.pool.*;\nclass " + name + " {\n  Object f(" + parameters + ") { return " + body
                        + "; }\n}\n");
        String classes = Path.of(GenerationalArena.class
                        .getProtectionDomain()
                        .getCodeSource()
                        .getLocation()
                        .toURI())
                .toString();
        Method run = Class.forName("javax.tools.Tool")
                .getMethod("run", InputStream.class, OutputStream.class, OutputStream.class, String[].class);
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int exit = (Integer) run.invoke(compiler, null, errors, errors, new String[] {
            "-classpath", classes, "-d", dir.toString(), source.toString()
        });
        String output = errors.toString(StandardCharsets.UTF_8);
        return exit == 0 ? "" : "exit " + exit + ": " + output;
    }
}
