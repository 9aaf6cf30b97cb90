// fuzz-terminal-input: any bytes from the terminal — escape sequences, UTF-8, mouse reports —
// fed to the input decoder in the chunks a read could return. Nothing may crash or loop.
import Foundation
import FuzzSupport
import TerminalUI

FuzzDriver.run(seeds: seeds()) { data in
    guard let split = data.first else { return }
    var decoder = InputDecoder()
    let bytes = Array(data.dropFirst())
    // The first byte says where one read ends and the next begins.
    let cut = bytes.isEmpty ? 0 : Int(split) % bytes.count
    _ = decoder.decode(bytes[..<cut])
    _ = decoder.decode(bytes[cut...])
    _ = decoder.flush()
}

func seeds() -> [String: Data] {
    let esc = "\u{1B}"
    let samples = [
        "keys": "abc\t\r\u{7F}",
        "arrows": "\(esc)[A\(esc)[B\(esc)[C\(esc)[D\(esc)OH\(esc)OF",
        "function-keys": "\(esc)[5~\(esc)[6~\(esc)[3~\(esc)[Z\(esc)[1;5C",
        "utf8": "Zoë ⚽ 名前 👍🏽",
        "mouse-sgr": "\(esc)[<0;10;5M\(esc)[<0;10;5m\(esc)[<64;3;3M",
        "mouse-x10": "\(esc)[M !!",
        "lone-escape": esc,
        "bracketed-paste": "\(esc)[200~pasted text\(esc)[201~",
    ]
    return samples.mapValues { Data([3] + Array($0.utf8)) }
}
