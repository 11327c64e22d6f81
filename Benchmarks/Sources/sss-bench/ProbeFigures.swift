/// How busy the host was while a run was timed, from the ``ProcessorProbe`` timed in every round.
///
/// The probe does the same work in every round, so its fastest round is the best pace a core of the
/// host gave it, and its median round over that tells how far a typical round was from it: near 1 on
/// a quiet host, 1.2 to 1.3 in the busy runs of the README. Split the rounds at the probe's
/// median time: the ratio of each command to its floor in the faster and in the slower half shows how
/// much of a ratio near a target is the program and how much the host, when the host's pace changed
/// during the run (when it was busy throughout, both halves are slow alike). The figures explain the
/// checks and never replace them.
enum ProbeFigures {
    /// For each command with a floor of its own: the ratio in the faster and in the slower half of the
    /// rounds; then the probe's median round over its fastest. None without the probe.
    static func figures(commands: [Measurement], floors: [Measurement], probe: Measurement?) -> [Figure] {
        guard let probe, probe.seconds.count >= 2, probe.minSeconds > 0 else { return [] }
        let faster = fasterHalf(of: probe.seconds)
        // Two commands compared in one run are told apart by name, as their checks are.
        let namesCommands = Set(commands.map(\.name)).count > 1
        var figures: [Figure] = []
        for (command, floor) in zip(commands, floors)
        where command.seconds.count == probe.seconds.count && floor.seconds.count == probe.seconds.count {
            let threads = command.threadCountLabel ?? "default threads"
            for (half, isFaster) in [("faster", true), ("slower", false)] {
                let rounds = probe.seconds.indices.filter { faster.contains($0) == isFaster }
                let floorTime = Measurement.median(rounds.map { floor.seconds[$0] })
                guard floorTime > 0 else { continue }
                figures.append(Figure(
                    name: (namesCommands ? "\(command.name): " : "") + "time vs read floor (\(threads)), probe's \(half) half",
                    value: Measurement.median(rounds.map { command.seconds[$0] }) / floorTime))
            }
        }
        figures.append(Figure(name: "processor probe, median round / fastest", value: probe.medianSeconds / probe.minSeconds))
        return figures
    }

    /// The positions of the rounds whose time is at most the median's; ties go by position.
    static func fasterHalf(of seconds: [Double]) -> Set<Int> {
        let ordered = seconds.indices.sorted { seconds[$0] != seconds[$1] ? seconds[$0] < seconds[$1] : $0 < $1 }
        return Set(ordered.prefix((seconds.count + 1) / 2))
    }
}
