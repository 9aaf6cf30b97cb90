/// Seconds counted down to a kick-off, one tick at a time: without its tick the loop never ends,
/// a mutant the run must end by its timeout.
public func ticksUntilKickOff(from seconds: Int) -> Int {
    var countdown = Countdown(remaining: seconds)
    var ticks = 0
    while countdown.remaining > 0 {
        countdown.tick()
        ticks += 1
    }
    return ticks
}

struct Countdown {
    var remaining: Int

    mutating func tick() {
        remaining -= 1
    }
}
