package dev.pulse.ecs.inspector.server;

import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import dev.pulse.ecs.systems.SystemStats;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Records a {@link Sample} on the game thread every {@link #intervalNanos} and keeps the last
 * {@link #HISTORY} of them for the page's chart. HTTP threads read the history through a
 * volatile, immutable list and turn it into JSON themselves, so the game thread only counts.
 */
public final class Sampler {

    /** Samples kept: at the default interval of 250 ms, the last 30 seconds. */
    public static final int HISTORY = 120;

    private final World world;
    private final Scheduler scheduler;
    private final long intervalNanos;
    private final Supplier<Sample.CostRow> cost;
    private final ArrayDeque<Sample> ring = new ArrayDeque<>(HISTORY);
    private final String phasesJson;
    private volatile List<Sample> history = List.of();
    private long lastSampleNanos;
    private boolean sampled;

    /**
     * Creates a sampler.
     *
     * @param world         the world
     * @param scheduler     the scheduler, or {@code null}
     * @param intervalNanos time between samples
     * @param cost          the inspector's own cost so far, read on the game thread
     */
    public Sampler(World world, Scheduler scheduler, long intervalNanos, Supplier<Sample.CostRow> cost) {
        this.world = world;
        this.scheduler = scheduler;
        this.intervalNanos = intervalNanos;
        this.cost = cost;
        this.phasesJson = phasesJson(scheduler);
    }

    /**
     * Records a sample if the interval has passed since the last one. Game thread only.
     *
     * @param now   {@link System#nanoTime()}
     * @param frame the frame number
     * @return {@code true} if a sample was recorded
     */
    public boolean maybeSample(long now, long frame) {
        if (sampled && now - lastSampleNanos < intervalNanos) {
            return false;
        }
        sampled = true;
        lastSampleNanos = now;
        if (ring.size() == HISTORY) {
            ring.removeFirst();
        }
        ring.addLast(sample(frame));
        history = List.copyOf(ring);
        return true;
    }

    private Sample sample(long frame) {
        List<Class<?>> classes = world.componentTypes();
        List<Sample.TypeCount> types = new ArrayList<>(classes.size());
        for (Class<?> type : classes) {
            types.add(new Sample.TypeCount(
                    type.getName(),
                    ComponentReader.simpleName(type),
                    world.storage(type).isTag(),
                    world.count(type)));
        }
        List<Sample.SystemRow> systems = new ArrayList<>();
        if (scheduler != null) {
            for (SystemStats s : scheduler.stats()) {
                systems.add(new Sample.SystemRow(
                        s.name(),
                        s.phase().name(),
                        scheduler.isEnabled(s.name()),
                        s.calls(),
                        s.lastNanos(),
                        s.averageNanos(),
                        s.maxNanos()));
            }
        }
        return new Sample(
                System.currentTimeMillis(),
                frame,
                world.entityCount(),
                List.copyOf(types),
                List.copyOf(systems),
                cost.get());
    }

    /**
     * Tells whether any sample exists yet.
     *
     * @return {@code true} after the first frame
     */
    public boolean hasSamples() {
        return !history.isEmpty();
    }

    /**
     * Writes the overview: the latest sample in full, the phases with their execution order,
     * and the history of entity and per-type counts. Any thread.
     *
     * @return the JSON text, or {@code null} before the first sample
     */
    public String overviewJson() {
        List<Sample> samples = history;
        if (samples.isEmpty()) {
            return null;
        }
        Sample last = samples.get(samples.size() - 1);
        JsonWriter json = new JsonWriter().beginObject();
        json.name("wallMillis")
                .value(last.wallMillis())
                .name("ageMillis")
                .value(System.currentTimeMillis() - last.wallMillis())
                .name("frame")
                .value(last.frame())
                .name("entities")
                .value(last.entities());
        json.name("types").beginArray();
        for (Sample.TypeCount t : last.types()) {
            json.beginObject()
                    .name("name")
                    .value(t.name())
                    .name("simpleName")
                    .value(t.simpleName())
                    .name("tag")
                    .value(t.tag())
                    .name("count")
                    .value(t.count())
                    .endObject();
        }
        json.endArray();
        json.name("systems").beginArray();
        for (Sample.SystemRow s : last.systems()) {
            json.beginObject()
                    .name("name")
                    .value(s.name())
                    .name("phase")
                    .value(s.phase())
                    .name("enabled")
                    .value(s.enabled())
                    .name("calls")
                    .value(s.calls())
                    .name("lastNanos")
                    .value(s.lastNanos())
                    .name("averageNanos")
                    .value(s.averageNanos())
                    .name("maxNanos")
                    .value(s.maxNanos())
                    .endObject();
        }
        json.endArray();
        Sample.CostRow c = last.inspectorCost();
        long recentMax = 0;
        for (Sample s : samples) {
            recentMax = Math.max(recentMax, s.inspectorCost().recentMaxNanos());
        }
        json.name("inspector")
                .beginObject()
                .name("frames")
                .value(c.frames())
                .name("lastNanos")
                .value(c.lastNanos())
                .name("averageNanos")
                .value(c.averageNanos())
                .name("maxNanos")
                .value(c.maxNanos())
                .name("recentMaxNanos")
                .value(recentMax)
                .endObject();
        json.name("scheduler")
                .value(scheduler != null)
                .name("executionMode")
                .value(scheduler == null ? null : scheduler.executionMode().name())
                .name("phases")
                .raw(phasesJson)
                .name("history")
                .raw(historyJson(samples));
        return json.endObject().toString();
    }

    /**
     * {@code {"seconds":[...], "entities":[...], "types":[{"name":..., "counts":[...]}]}}, seconds
     * relative to the last sample, {@code null} counts before a type existed.
     */
    private static String historyJson(List<Sample> samples) {
        Sample last = samples.get(samples.size() - 1);
        JsonWriter json = new JsonWriter().beginObject();
        json.name("seconds").beginArray();
        for (Sample s : samples) {
            json.value((s.wallMillis() - last.wallMillis()) / 1000.0);
        }
        json.endArray().name("entities").beginArray();
        for (Sample s : samples) {
            json.value(s.entities());
        }
        json.endArray().name("types").beginArray();
        // Storages are only ever appended, so type i of the last sample is type i of any older
        // sample that has at least i + 1 types.
        for (int i = 0; i < last.types().size(); i++) {
            json.beginObject()
                    .name("simpleName")
                    .value(last.types().get(i).simpleName())
                    .name("counts")
                    .beginArray();
            for (Sample s : samples) {
                if (i < s.types().size()) {
                    json.value(s.types().get(i).count());
                } else {
                    json.value((String) null);
                }
            }
            json.endArray().endObject();
        }
        return json.endArray().endObject().toString();
    }

    /** The phases in run order with their systems in execution order; fixed at build time. */
    private static String phasesJson(Scheduler scheduler) {
        JsonWriter json = new JsonWriter().beginArray();
        if (scheduler != null) {
            for (Phase phase : scheduler.phases()) {
                json.beginObject()
                        .name("name")
                        .value(phase.name())
                        .name("stepping")
                        .value(phase.stepping().name())
                        .name("systems")
                        .beginArray();
                for (String name : scheduler.executionOrder(phase)) {
                    json.value(name);
                }
                json.endArray().endObject();
            }
        }
        return json.endArray().toString();
    }
}
