//! The upload pipeline's figures, printed by `just bench`: a 12-megapixel JPEG (made by the
//! bench: a camera-like picture with gradients, edges and sensor noise) through our whole
//! pipeline — checks, decode, orientation, the re-encoded original, the 2048-px WebP and the
//! list thumbnail — beside libvips' `vipsthumbnail` making the same 2048-px WebP at the same
//! quality, in the same run. Each side runs in a child process of its own, five times, and
//! its peak memory is that child's maximum resident set (from `wait4`).
//!
//! `cargo run --release -p api --example media_bench` (needs `vipsthumbnail`, Debian's
//! `libvips-tools`).

use std::{
    path::Path,
    process::Command,
    time::{Duration, Instant},
};

use anyhow::{bail, Context};
use api::media::pipeline::{self, UploadLimits};
use image::{DynamicImage, RgbImage};

const WIDTH: u32 = 4000;
const HEIGHT: u32 = 3000;
const RUNS: usize = 5;
const LIMITS: UploadLimits = UploadLimits { max_bytes: 20 * 1024 * 1024, max_pixels: 40_000_000 };

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    match (args.next().as_deref(), args.next()) {
        // The child: one run of our pipeline on a file.
        (Some("--pipeline"), Some(file)) => run_pipeline(Path::new(&file), false),
        (Some("--compressed-only"), Some(file)) => run_pipeline(Path::new(&file), true),
        _ => compare(),
    }
}

fn compare() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let photo = dir.path().join("photo-12mp.jpg");
    std::fs::write(&photo, camera_like_jpeg()?)?;
    let size = std::fs::metadata(&photo)?.len();
    let me = std::env::current_exe()?;
    let out = dir.path().join("vips.webp");

    let ours = measure(|| {
        let mut command = Command::new(&me);
        command.arg("--pipeline").arg(&photo);
        command
    })?;
    let same_output = measure(|| {
        let mut command = Command::new(&me);
        command.arg("--compressed-only").arg(&photo);
        command
    })?;
    let vips = measure(|| {
        let mut command = Command::new("vipsthumbnail");
        command.arg(&photo).args(["--size", "2048x2048", "-o"]).arg(format!("{}[Q=80,strip]", out.display()));
        command
    })
    .context("running vipsthumbnail (apt-get install libvips-tools)")?;

    println!(
        "Upload pipeline, {WIDTH}×{HEIGHT} JPEG ({:.1} MB), median of {RUNS} runs, peak memory of the process:",
        size as f64 / 1e6
    );
    println!(
        "  ours, whole pipeline (original + 2048-px WebP + thumbnail): {:>6.0} ms  {:>4} MB",
        ours.millis(),
        ours.peak_mb
    );
    println!(
        "  ours, the 2048-px WebP alone:                                {:>6.0} ms  {:>4} MB",
        same_output.millis(),
        same_output.peak_mb
    );
    println!(
        "  vipsthumbnail, the 2048-px WebP:                             {:>6.0} ms  {:>4} MB",
        vips.millis(),
        vips.peak_mb
    );
    println!(
        "  ratio to libvips: whole pipeline {:.2}×, same output {:.2}× (goal ≤ 2×, under 150 MB)",
        ours.millis() / vips.millis(),
        same_output.millis() / vips.millis()
    );
    Ok(())
}

/// The median wall time and the largest peak memory of `RUNS` child processes.
struct Figures {
    median: Duration,
    peak_mb: u64,
}

impl Figures {
    fn millis(&self) -> f64 {
        self.median.as_secs_f64() * 1000.0
    }
}

fn measure(mut command: impl FnMut() -> Command) -> anyhow::Result<Figures> {
    let mut times = Vec::with_capacity(RUNS);
    let mut peak_kb = 0;
    for _ in 0..RUNS {
        let started = Instant::now();
        let child = command().spawn()?;
        let (status, child_peak_kb) = wait_with_peak(child)?;
        times.push(started.elapsed());
        if status != 0 {
            bail!("a measured run failed with status {status}");
        }
        peak_kb = peak_kb.max(child_peak_kb);
    }
    times.sort();
    Ok(Figures { median: times[RUNS / 2], peak_mb: peak_kb / 1024 })
}

/// Waits for `child` and returns its wait status and its peak resident set in kilobytes, from
/// `wait4`: the figure belongs to that child alone.
fn wait_with_peak(child: std::process::Child) -> anyhow::Result<(i32, u64)> {
    let pid = libc::pid_t::try_from(child.id())?;
    let mut status = 0;
    // SAFETY: wait4 writes only the status and the usage struct it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    if waited != pid {
        bail!("waiting for the measured process failed: {}", std::io::Error::last_os_error());
    }
    Ok((status, u64::try_from(usage.ru_maxrss).unwrap_or(0)))
}

fn run_pipeline(file: &Path, compressed_only: bool) -> anyhow::Result<()> {
    let bytes = std::fs::read(file)?;
    if compressed_only {
        let (image, _) = pipeline::decode(&bytes, &LIMITS).map_err(|e| anyhow::anyhow!("{e}"))?;
        std::hint::black_box(pipeline::compressed_webp(&image).map_err(|e| anyhow::anyhow!("{e}"))?);
        return Ok(());
    }
    let variants = pipeline::process(&bytes, &LIMITS, None).map_err(|e| anyhow::anyhow!("{e}"))?;
    std::hint::black_box(pipeline::thumbnail(&variants.compressed.bytes)?);
    Ok(())
}

/// A 12-megapixel photo-like JPEG at quality 92: sky and ground gradients, hard-edged shapes
/// and per-pixel noise, so that neither side gets an unrealistically easy image.
fn camera_like_jpeg() -> anyhow::Result<Vec<u8>> {
    let mut state = 0x2545_f491_u32;
    let mut noise = move || {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        (state % 17) as i32 - 8
    };
    let image = RgbImage::from_fn(WIDTH, HEIGHT, |x, y| {
        let horizon = HEIGHT * 2 / 5 + (x / 40) % 60;
        let base: [i32; 3] = if y < horizon {
            [110 + (y * 80 / HEIGHT) as i32, 160 + (y * 60 / HEIGHT) as i32, 230]
        } else if (x / 250 + y / 250) % 3 == 0 && y > HEIGHT / 2 {
            [180, 60 + (x % 90) as i32, 50]
        } else {
            [70 + (x * 60 / WIDTH) as i32, 120 + ((x ^ y) % 40) as i32, 60]
        };
        let n = noise();
        image::Rgb(base.map(|c| (c + n).clamp(0, 255) as u8))
    });
    let mut jpeg = Vec::new();
    jpeg_encoder::Encoder::new(&mut jpeg, 92).encode(
        DynamicImage::ImageRgb8(image).as_bytes(),
        WIDTH as u16,
        HEIGHT as u16,
        jpeg_encoder::ColorType::Rgb,
    )?;
    Ok(jpeg)
}
