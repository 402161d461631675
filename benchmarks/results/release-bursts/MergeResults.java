import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Merges JMH JSON result files (each a JSON array of runs) into one array, in argument order.
 * Usage: java MergeResults.java OUT IN...
 */
public class MergeResults {
    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            throw new IllegalArgumentException("usage: java MergeResults.java OUT IN...");
        }
        List<String> bodies = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            String text = Files.readString(Path.of(args[i])).strip();
            if (!text.startsWith("[") || !text.endsWith("]")) {
                throw new IllegalArgumentException(args[i] + " is not a JMH JSON array");
            }
            String body = text.substring(1, text.length() - 1).strip();
            if (!body.isEmpty()) {
                bodies.add(body);
            }
        }
        Files.writeString(Path.of(args[0]), "[\n" + String.join(",\n", bodies) + "\n]\n");
        System.out.println("merged " + bodies.size() + " files into " + args[0]);
    }
}
