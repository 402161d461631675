/**
 * The inspector's API: {@link dev.pulse.ecs.inspector.Inspector} serves a live, read-only web
 * page over a running world; the game thread calls
 * {@link dev.pulse.ecs.inspector.Inspector#onFrame()} once per frame, and every read of the
 * world happens there, never on the server's threads.
 */
package dev.pulse.ecs.inspector;
