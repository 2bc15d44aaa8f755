//! A small tmpfs for the tests that fill a disk (needs root), and a writer that fills it.

use std::path::Path;
use std::process::Command;

use tempfile::TempDir;

/// A small tmpfs mounted for one test (needs root), unmounted when dropped.
pub(crate) struct Tmpfs {
    dir: TempDir,
}

impl Tmpfs {
    pub(crate) fn mount(size: &str) -> Option<Tmpfs> {
        let dir = tempfile::tempdir().ok()?;
        let ok = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir.path())
            .status()
            .is_ok_and(|s| s.success());
        ok.then_some(Tmpfs { dir })
    }

    pub(crate) fn path(&self) -> &Path {
        self.dir.path()
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount")
            .arg("-l")
            .arg(self.dir.path())
            .status();
    }
}

/// Writes `path` until the filesystem is full.
pub(crate) fn fill(path: &Path) {
    use std::io::Write as _;
    let mut f = std::fs::File::create(path).unwrap();
    let chunk = vec![0u8; 64 * 1024];
    while f.write_all(&chunk).is_ok() {}
    let _ = f.sync_all();
    let mut small = vec![0u8; 512];
    while f.write_all(&small).is_ok() {}
    small.truncate(1);
    while f.write_all(&small).is_ok() {}
    let _ = f.sync_all();
}
