// snippet:readme-inspector
package dev.pulse.readme;

import dev.pulse.ecs.World;
import dev.pulse.ecs.inspector.Inspector;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;

final class ReadmeInspector {
    record Position(float x, float y) {}

    public static void main(String[] args) {
        World world = new World();
        world.spawn(new Position(1, 2));
        Scheduler scheduler = Scheduler.builder(world)
                .add("idle", (w, dt) -> {}, s -> s.inPhase(Phase.UPDATE))
                .build();
        int port = args.length > 0 ? Integer.parseInt(args[0]) : 0; // e.g. 7070; 0: any free port
        try (Inspector inspector = Inspector.start(world, scheduler, port)) {
            System.err.println("open " + inspector.uri()); // http://127.0.0.1:7070/
            for (int frame = 0; frame < 120; frame++) { // your game loop
                scheduler.tick(1.0 / 60);
                inspector.onFrame(); // the page's reads of the world happen here
            }
            System.out.println("inspected " + inspector.frameCost().frames() + " frames");
        }
    }
}
// end:readme-inspector
