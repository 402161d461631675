package com.example.bumper;

/** Prints the checksum run's line on the JVM ({@code mvn -q compile exec:java}). */
public final class BumperMain {

    private BumperMain() {
    }

    /**
     * Plays the checksum run and prints its line.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        System.out.println(BumperRun.play());
    }
}
