//! All integration tests, in one binary so they link once.

mod rules;
mod service;
