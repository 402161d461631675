package com.example.rocks

import dev.pulse.ecs.World
import org.junit.jupiter.api.Assertions.assertArrayEquals
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertSame
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class RockFieldTest {

    private val game = RockField().apply { run(600, 1.0 / 60) }

    @Test
    fun everyRockIsBrokenLostOrStillFalling() {
        val score = game.world.resource(Score::class.java)
        assertEquals(10, game.rocksSpawned)
        assertTrue(score.rocksBroken > 0, "the gun broke rocks")
        assertEquals(game.rocksSpawned, score.rocksBroken + game.rocksLost + game.rocksFalling())
        assertEquals(game.rocksFalling(), game.rocksByTag())
        assertEquals(game.rocksFalling() + 1, game.shipAndRocks(), "the ship and every rock")
        assertEquals(if (game.rocksFalling() > 0) RockField.FALL_SPEED else 0.0, game.fastestFall())
        assertTrue(score.shots >= 3 * score.rocksBroken)
    }

    @Test
    fun aStaleHandleAnswersNullNotAnException() {
        val rock = game.world.spawn(Position(0.0, 0.0), Rock())
        game.world.despawn(rock)
        val position: Position? = game.world.get(rock, Position::class.java)
        assertNull(position)
    }

    @Test
    fun aSaveLoadsBackByteForByteWithTheTagsAndColumns() {
        val saved = RockField.SNAPSHOTS.toBinary(game.world)
        val loaded = World()
        RockField.SNAPSHOTS.fromBinary(saved, loaded)
        assertArrayEquals(saved, RockField.SNAPSHOTS.toBinary(loaded))
        assertEquals(game.rocksByTag(), loaded.count(Rock::class.java))
        val ship = loaded.query(Ship::class.java).single()
        assertSame(Ship, loaded.get(ship, Ship::class.java))
        assertEquals(game.gunLevel(), loaded.get(ship, Heat::class.java)?.level)

        val json = RockField.SNAPSHOTS.toJson(game.world)
        val fromJson = World()
        RockField.SNAPSHOTS.fromJson(json, fromJson)
        assertEquals(json, RockField.SNAPSHOTS.toJson(fromJson))
    }
}
