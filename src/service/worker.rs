//! Who this service is in the claims of background work (leases of the computer's turns, the
//! timer's sweeps, the outbox): a name per process, or one a test or an operator sets.

use super::{Service, lock};

impl Service {
    /// Names this service in the claims of background work (by default the process's id and a
    /// number drawn once per process): services with different names behave as separate
    /// processes sharing the database, each doing the work it claimed.
    pub fn set_worker(&self, name: &str) {
        *lock(&self.inner.worker) = name.to_string();
    }

    /// This service's name in the claims of background work.
    pub(super) fn worker(&self) -> String {
        lock(&self.inner.worker).clone()
    }

    /// This service's name in the claims of background work (a front end's own work, such as
    /// delivering the outbox, is claimed under it too).
    #[must_use]
    pub fn worker_name(&self) -> String {
        self.worker()
    }
}
