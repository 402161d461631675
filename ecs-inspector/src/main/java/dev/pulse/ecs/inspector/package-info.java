/**
 * A live, read-only web page over a running world, for debugging: how many entities and of
 * which components over time, a searchable entity list, one entity's component fields, and the
 * systems' timings and execution order. Reach for it while a game runs and you want to see what
 * its world holds without stopping it or adding print statements.
 *
 * <pre>{@code
 * World world = new World();
 * world.spawn(new Position(1, 2));
 * Scheduler scheduler = Scheduler.builder(world)
 *         .add("idle", (w, dt) -> { }, s -> s.inPhase(Phase.UPDATE))
 *         .build();
 * Inspector inspector = Inspector.start(world, scheduler, 0);  // 0: any free port
 * URI page = inspector.uri();                                 // http://127.0.0.1:<port>/
 * for (int frame = 0; frame < 120; frame++) {                  // the game loop
 *     scheduler.tick(1.0 / 60);
 *     inspector.onFrame();                  // the page's reads of the world happen here
 * }
 * inspector.close();                                          // stops the server
 * }</pre>
 *
 * <h2>The parts, in the order you meet them</h2>
 * <ul>
 *   <li><b>Starting it.</b> {@link dev.pulse.ecs.inspector.Inspector#start} serves the page
 *       with the default settings; {@link dev.pulse.ecs.inspector.Inspector#builder} sets the
 *       port, the scheduler (optional: without one the page has no system table), the frame
 *       budget and the read timeout.</li>
 *   <li><b>The game thread.</b> The page is served by the inspector's own threads, which never
 *       touch the world. Whatever the page needs from the world is read on the game thread, in
 *       {@link dev.pulse.ecs.inspector.Inspector#onFrame()}, called between ticks; a frame pays
 *       at most its budget (default 1 ms) plus one step of a long read, which goes on next
 *       frame. {@link dev.pulse.ecs.inspector.FrameCost} says what it costs your game.</li>
 *   <li><b>Who can see it.</b> By default only this machine
 *       ({@link dev.pulse.ecs.inspector.Exposure#LOOPBACK_ONLY}): the page shows every entity
 *       and component to anyone who can connect, without a password. It never changes the
 *       world or the scheduler, refuses requests a browser marks as coming from another site,
 *       and shows every value as text, never as markup.</li>
 *   <li><b>Component fields.</b> Read by reflection. A named module opens its components'
 *       package to {@code dev.pulse.ecs.inspector} for the page to show their fields; otherwise
 *       the page shows their {@code toString()}. Whatever game code throws while the page reads
 *       it (a {@code toString()} that fails) is shown on the page, not passed on to the game
 *       loop; only a {@link java.lang.VirtualMachineError} other than a stack overflow is.</li>
 * </ul>
 *
 * <h2>Where to read next</h2>
 * {@link dev.pulse.ecs.inspector.Inspector} for its threads, bounds and safety in full. The
 * tutorial ({@code docs/tutorial}) chapter "Seeing inside your world" attaches it to a running
 * game. The world and scheduler it shows are in packages {@code dev.pulse.ecs} and
 * {@code dev.pulse.ecs.systems}.
 */
package dev.pulse.ecs.inspector;
