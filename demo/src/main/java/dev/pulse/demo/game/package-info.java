/**
 * The demo game, written as Pulse components and systems.
 *
 * <p>Entities: enemies ({@link dev.pulse.demo.game.Position}, {@link dev.pulse.demo.game.Velocity},
 * {@link dev.pulse.demo.game.Enemy}, {@link dev.pulse.demo.game.Lifetime}), turrets
 * ({@link dev.pulse.demo.game.Turret}) and homing missiles ({@link dev.pulse.demo.game.Missile} and a
 * {@link dev.pulse.demo.game.Target} that holds the target's {@link dev.pulse.ecs.Entity} handle).
 * Explosion {@link dev.pulse.demo.game.Spark}s are column components of a particle world of their own,
 * and so are the stress mode's hundred thousand {@link dev.pulse.demo.game.Drone}s: the mass of
 * handle-less bodies that only fly is hot data in columns, the game objects that hold handles to
 * each other are ordinary components.
 *
 * <p>The story the demo tells: enemies die all the time and new ones are spawned into the slots
 * they left. A missile still holds the old handle; because the handle carries a generation,
 * looking it up answers "gone" instead of silently returning the slot's new occupant, and the
 * missile picks a new target on purpose. {@link dev.pulse.demo.game.GameStats#retargets()}
 * counts those moments, {@link dev.pulse.demo.game.GameStats#staleSlotReused()} the ones in which
 * a plain index would already have pointed at a different enemy.
 *
 * <p>Start with {@link dev.pulse.demo.game.Game}.
 */
package dev.pulse.demo.game;
