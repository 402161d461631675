package com.example.meteors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MeteorShowerTest {

    @Test
    void meteorsSpawnedEachSecondLandFiveSecondsLater() {
        MeteorShower game = new MeteorShower();
        game.run(630, 1.0 / 60);                                  // 10.5 s of game time

        assertEquals(10.5, game.scheduler().time().elapsed(), 1e-6);      // kept in whole nanoseconds
        assertEquals(630, game.scheduler().time().fixedSteps(), "one fixed step per 1/60 s frame");
        assertEquals(10, game.spawned(), "one meteor a second, at t = 1 s ... 10 s");
        assertEquals(5, game.landed(), "the meteors of t = 1 s ... 5 s have fallen 100 units");
        assertEquals(5, game.world().count(MeteorShower.Meteor.class), "the other five are still falling");
        game.world().query(MeteorShower.Position.class).with(MeteorShower.Meteor.class)
                .forEach((meteor, pos) -> assertTrue(pos.y > 0 && pos.y < MeteorShower.HEIGHT,
                        "a falling meteor is between the sky and the ground, was at " + pos.y));
    }

    @Test
    void theSameInputsPlayTheSameGame() {
        MeteorShower a = new MeteorShower();
        MeteorShower b = new MeteorShower();
        a.run(300, 1.0 / 60);
        b.run(300, 1.0 / 60);
        StringBuilder ya = new StringBuilder();
        StringBuilder yb = new StringBuilder();
        a.world().query(MeteorShower.Position.class).forEach((m, pos) -> ya.append(pos.y).append(' '));
        b.world().query(MeteorShower.Position.class).forEach((m, pos) -> yb.append(pos.y).append(' '));
        assertEquals(ya.toString(), yb.toString());
        assertTrue(ya.length() > 0, "some meteors are falling after 5 s");
    }
}
