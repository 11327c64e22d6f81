import SSSCore

extension Context {
    /// Writes `bytes` to `path` in one step (see ``AtomicWrite``); signals that would end the process
    /// wait until the file is in place.
    func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        try SignalDeferral.interruptions.run { () throws(FileSystemError) in
            try AtomicWrite(fileSystem: fileSystem).write(bytes, to: path)
        }
    }
}
