//! All integration tests, in one binary so they link once.

mod ai;
mod console;
mod render;
mod rules;
mod service;
