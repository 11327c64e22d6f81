/// Writes the pages of a Markdown book into a folder, each file in one atomic step, and lists what
/// it wrote.
struct BookWriter {
    let context: Context

    func write(_ files: [PlannedFile], into folder: String) -> ExitCode {
        let writer = AtomicWrite(fileSystem: context.fileSystem)
        for file in files {
            let path = Path.join(folder, file.path)
            do throws(FileSystemError) {
                try writer.write(Array(file.contents.utf8), to: path)
            } catch {
                context.report(.error("cannot write \(path): \(error.reason)"))
                return .failure
            }
            context.output.write("write \(path)\n")
        }
        return .success
    }
}
