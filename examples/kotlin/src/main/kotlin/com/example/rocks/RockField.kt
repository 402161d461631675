package com.example.rocks

import dev.pulse.ecs.column.ColumnSchema
import dev.pulse.ecs.column.Columnar
import dev.pulse.ecs.Entity
import dev.pulse.ecs.World
import dev.pulse.ecs.snapshot.Snapshots
import dev.pulse.ecs.systems.GameSystem
import dev.pulse.ecs.systems.IntervalSystem
import dev.pulse.ecs.systems.Phase
import dev.pulse.ecs.systems.Scheduler

/** Where a rock or the ship is. Records (`@JvmRecord`) save with Pulse's default codec. */
@JvmRecord
data class Position(val x: Double, val y: Double)

/** How fast a rock falls, in units per second. */
@JvmRecord
data class Velocity(val dx: Double, val dy: Double)

/** Hits a rock takes before it breaks. */
@JvmRecord
data class Health(val hp: Int)

/** Marks rocks: a tag (no fields). Kotlin has no empty records; a plain class saves as one. */
class Rock

/** Marks the ship: a tag that is a Kotlin `object`; a load gives back this very instance. */
object Ship

/** The ship's gun heat, kept in columns (hot data, one array per field). */
@JvmRecord
data class Heat(val level: Float, val coolingPerSecond: Float) : Columnar

/** A resource: what the player has done so far. */
class Score {
    var rocksBroken = 0
    var shots = 0
}

/**
 * A small game on Pulse, in Kotlin: a spawner drops a rock every second from a height of 100;
 * rocks fall at 20 units a second; below 60 the ship's gun hits each rock once a frame while
 * it is cool enough, a rock breaks after three hits, and a rock that reaches the ground is lost.
 */
class RockField {
    val world = World()
    val ship: Entity
    private val heat = ColumnSchema.of(Heat::class.java).floatColumn("level")
    private val cooling = ColumnSchema.of(Heat::class.java).floatColumn("coolingPerSecond")
    var rocksSpawned = 0
        private set
    var rocksLost = 0
        private set
    val scheduler: Scheduler

    init {
        world.insertResource(Score())
        ship = world.spawn(Ship, Position(0.0, 0.0), Heat(0f, 2f))
        // An observer: counts every rock as it is added (also those a load brings in).
        world.observers().onAdd(Rock::class.java) { _, _ -> rocksSpawned++ }

        scheduler = Scheduler.builder(world)
            .add("spawner", IntervalSystem.every(1.0, GameSystem.withCommands { _, commands, _ ->
                commands.spawn(Position(rocksSpawned.toDouble(), HEIGHT), Velocity(0.0, -FALL_SPEED), Health(3), Rock())
            })) { it.inPhase(Phase.UPDATE) }
            // A typed system: Pulse walks Position and Velocity for it.
            .add("fall", GameSystem.each(Position::class.java, Velocity::class.java) { e, p, v, dt ->
                world.add(e, Position(p.x + v.dx * dt, p.y + v.dy * dt))
            }) { it.inPhase(Phase.FIXED_UPDATE).reads(Velocity::class.java).writes(Position::class.java) }
            .add("shoot", GameSystem.withCommands { w, commands, _ ->
                val score = w.resource(Score::class.java)
                // Three components: the rocks in range, while the gun is cool enough.
                w.query(Position::class.java, Health::class.java, Rock::class.java).forEach { rock, p, h, _ ->
                    if (p.y < RANGE && gunLevel() < OVERHEAT) {
                        score.shots++
                        w.columns(Heat::class.java).modify(ship) { view -> view.set(heat, view.get(heat) + 1f) }
                        if (h.hp > 1) commands.add(rock, Health(h.hp - 1)) else {
                            commands.despawn(rock)
                            score.rocksBroken++
                        }
                    }
                }
            }) { it.inPhase(Phase.FIXED_UPDATE).after("fall") }
            .add("ground", GameSystem.withCommands { w, commands, _ ->
                // One component, with a tag filter.
                w.query(Position::class.java).with(Rock::class.java).forEach { rock, p ->
                    if (p.y <= 0) {
                        commands.despawn(rock)
                        rocksLost++
                    }
                }
            }) { it.inPhase(Phase.FIXED_UPDATE).after("shoot") }
            .add("cool", { w, dt ->
                // A column query: the gun cools by its rate each second.
                w.columnQuery(Heat::class.java).forEach { _, row ->
                    row.set(heat, maxOf(0f, row.get(heat) - row.get(cooling) * dt.toFloat()))
                }
            }) { it.inPhase(Phase.LATE_UPDATE) }
            .build()
    }

    /** The gun's heat; `world.get` answers `Heat?` in Kotlin (null for a stale handle). */
    fun gunLevel(): Float = world.get(ship, Heat::class.java)?.level ?: 0f

    /** Runs [frames] frames of [dt] seconds each, as a game loop would. */
    fun run(frames: Int, dt: Double) = repeat(frames) { scheduler.tick(dt) }

    /** Rocks still falling: a query of four components (each rock has all four). */
    fun rocksFalling(): Int =
        world.query(Position::class.java, Velocity::class.java, Health::class.java, Rock::class.java).count()

    /** Rocks still falling, counted by the tag alone. */
    fun rocksByTag(): Int = world.query(Rock::class.java).count()

    /** Rocks that took a hit: two components, with a filter by value. */
    fun rocksDamaged(): Int {
        var damaged = 0
        world.query(Health::class.java, Velocity::class.java).forEach { _, h, _ -> if (h.hp < 3) damaged++ }
        return damaged
    }

    /**
     * The fastest fall among everything with a position: the velocity is an optional term, so
     * the ship (which has none) is visited too, and Kotlin sees the velocity as `Velocity?`.
     */
    fun fastestFall(): Double {
        var fastest = 0.0
        world.query(Position::class.java).optional(Velocity::class.java).forEach { _, _, v ->
            if (v != null && -v.dy > fastest) fastest = -v.dy
        }
        return fastest
    }

    /** The ship and the rocks: everything with at least one of the two tags. */
    fun shipAndRocks(): Int = world.query(Position::class.java).any(Ship::class.java, Rock::class.java).count()

    companion object {
        const val HEIGHT = 100.0
        const val FALL_SPEED = 20.0
        const val RANGE = 60.0
        const val OVERHEAT = 3f

        /** What a save holds: every component type, the tags with no codec written by hand. */
        val SNAPSHOTS: Snapshots = Snapshots.builder()
            .register(Position::class.java)
            .register(Velocity::class.java)
            .register(Health::class.java)
            .register(Heat::class.java)
            .register(Rock::class.java)
            .register(Ship::class.java)
            .build()
    }
}

/** Plays 10 s of game time at 60 frames a second, saves, loads the save and prints both. */
fun main() {
    val game = RockField()
    game.run(600, 1.0 / 60)
    val score = game.world.resource(Score::class.java)
    println(
        "%.2f s: %d rocks spawned, %d broken with %d shots, %d lost, %d falling; gun heat %.2f".format(
            game.scheduler.time().elapsed(), game.rocksSpawned, score.rocksBroken, score.shots, game.rocksLost,
            game.rocksFalling(), game.gunLevel()
        )
    )
    val saved = RockField.SNAPSHOTS.toBinary(game.world)
    val loaded = World()
    RockField.SNAPSHOTS.fromBinary(saved, loaded)
    println(
        "saved ${saved.size} bytes; loaded ${loaded.entityCount()} entities, ${loaded.count(Rock::class.java)} rocks, " +
            "ship is the same object: ${loaded.query(Ship::class.java).single().let { loaded.get(it, Ship::class.java) } === Ship}"
    )
}
