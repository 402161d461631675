package dev.pulse.ecs.inspector.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class SamplerTest {

    record Mass(int kg) {}

    record Charge(int q) {}

    private static final long INTERVAL = 1_000;
    private static final Sample.CostRow COST = new Sample.CostRow(3, 10, 5.0, 20, 7);

    private final World world = new World();

    private Sampler sampler(Scheduler scheduler) {
        return new Sampler(world, scheduler, INTERVAL, () -> COST);
    }

    @Nested
    class TheSampleInterval {

        @Test
        void theFirstFrameIsAlwaysSampledThenOnlyOnceTheIntervalHasPassed() {
            Sampler sampler = sampler(null);
            assertFalse(sampler.hasSamples());
            assertNull(sampler.overviewJson());
            assertTrue(sampler.maybeSample(5_000, 1));
            assertTrue(sampler.hasSamples());
            assertFalse(sampler.maybeSample(5_000 + INTERVAL - 1, 2), "before the interval");
            assertTrue(sampler.maybeSample(5_000 + INTERVAL, 3), "exactly at the interval");
            assertFalse(sampler.maybeSample(5_000 + INTERVAL + 1, 4));
            assertTrue(sampler.overviewJson().contains("\"frame\":3,"), sampler.overviewJson());
        }

        @Test
        void aClockThatStartsNegativeIsStillSampledOnTheFirstFrame() {
            Sampler sampler = sampler(null);
            assertTrue(sampler.maybeSample(Long.MIN_VALUE + 10, 1));
            assertFalse(sampler.maybeSample(Long.MIN_VALUE + 11, 2));
        }
    }

    @Nested
    class TheOverview {

        @Test
        void withoutASchedulerSaysSoAndHasNoExecutionMode() {
            world.spawn(new Mass(3));
            Sampler sampler = sampler(null);
            sampler.maybeSample(0, 1);
            String json = sampler.overviewJson();
            assertTrue(json.contains("\"scheduler\":false,\"executionMode\":null"), json);
            assertTrue(json.contains("\"systems\":[]"), json);
        }

        @Test
        void withASchedulerNamesItsExecutionMode() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("tick", (w, dt) -> {}, s -> s.inPhase(Phase.UPDATE))
                    .build();
            Sampler sampler = sampler(scheduler);
            sampler.maybeSample(0, 1);
            String json = sampler.overviewJson();
            assertTrue(
                    json.contains("\"scheduler\":true,\"executionMode\":\""
                            + scheduler.executionMode().name() + "\""),
                    json);
        }

        @Test
        void reportsTheAgeOfTheLatestSampleInMilliseconds() {
            Sampler sampler = sampler(null);
            sampler.maybeSample(0, 1);
            Matcher age = Pattern.compile("\"ageMillis\":(-?\\d+)").matcher(sampler.overviewJson());
            assertTrue(age.find());
            long millis = Long.parseLong(age.group(1));
            assertTrue(millis >= 0 && millis < 60_000, "age " + millis);
        }

        @Test
        void reportsTheInspectorsOwnCost() {
            Sampler sampler = sampler(null);
            sampler.maybeSample(0, 1);
            assertTrue(
                    sampler.overviewJson()
                            .contains("\"inspector\":{\"frames\":3,\"lastNanos\":10,"
                                    + "\"averageNanos\":5.0,\"maxNanos\":20,\"recentMaxNanos\":7}"),
                    sampler.overviewJson());
        }
    }

    @Nested
    class TheHistory {

        @Test
        void givesEachSampleItsSecondsBeforeTheLatest() {
            Sampler sampler = sampler(null);
            sampler.maybeSample(0, 1);
            long start = System.currentTimeMillis();
            while (System.currentTimeMillis() < start + 3) {
                Thread.onSpinWait(); // the wall clock must move between the two samples
            }
            sampler.maybeSample(INTERVAL, 2);
            Matcher seconds = Pattern.compile("\"seconds\":\\[(-?[0-9.E-]+),(-?[0-9.E-]+)\\]")
                    .matcher(sampler.overviewJson());
            assertTrue(seconds.find(), sampler.overviewJson());
            double older = Double.parseDouble(seconds.group(1));
            assertTrue(older < 0 && older > -1, "the older sample, seconds before the latest: " + older);
            assertEquals(0.0, Double.parseDouble(seconds.group(2)));
        }

        @Test
        void showsNullCountsForSamplesTakenBeforeATypeExisted() {
            world.spawn(new Mass(1));
            Sampler sampler = sampler(null);
            sampler.maybeSample(0, 1);
            world.spawn(new Mass(2), new Charge(-1));
            world.spawn(new Charge(1));
            sampler.maybeSample(INTERVAL, 2);
            String json = sampler.overviewJson();
            assertTrue(json.contains("\"entities\":[1,3]"), json);
            assertTrue(json.contains("{\"simpleName\":\"SamplerTest.Mass\",\"counts\":[1,2]}"), json);
            assertTrue(json.contains("{\"simpleName\":\"SamplerTest.Charge\",\"counts\":[null,2]}"), json);
        }
    }
}
