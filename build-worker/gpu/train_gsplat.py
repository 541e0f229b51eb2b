#!/usr/bin/env python3
"""Trains 3D Gaussian splats on the GPU with gsplat, for the GPU build worker image.

Input: a COLMAP sparse model (BIN, PINHOLE or SIMPLE_PINHOLE cameras: the output of COLMAP's
image_undistorter) and its undistorted images. Output: the standard 3DGS point_cloud.ply (binary
little-endian floats: x y z, nx ny nz, f_dc_0..2, f_rest_0..44 channel-major, opacity (logit),
scale_0..2 (log), rot_0..3 (w x y z)) — the layout the CPU trainer writes and the viewers read.

The worker (build-worker/worker/gsplat-trainer.ts, ATRIUM_TRAINER=gsplat) reads stdout lines:
  ATRIUM_PROGRESS {"iteration": 100, "iterations": 3000, "loss": 0.05, "psnr": 24.1, "gaussians": 51234}
  ATRIUM_DONE {"gaussians": 123456, "psnr": 27.3, "ply": "/path/point_cloud.ply", "scores": {...}}
`scores` is the scene's quality as the CPU trainer measures it (functions/shared/build-quality.ts):
PSNR and SSIM over every 8th image, held out of training, and over at most 50 training images.
Anything else on stdout is logged; a failure exits non-zero with its reason as stderr's last line.

The training follows gsplat's examples/simple_trainer.py (gsplat 1.4): Adam per parameter group,
DefaultStrategy densification (the 3DGS paper's), L1 + 0.2 D-SSIM, SH degree grown every 1,000
iterations. `--init-only` writes the initial Gaussians without torch (used by the tests: it
exercises the COLMAP reader and the PLY writer on machines without a GPU).
"""

import argparse
import json
import math
import os
import struct
import sys

import numpy as np

SH_C0 = 0.28209479177387814
CAMERA_MODELS = {
    0: ("SIMPLE_PINHOLE", 3),
    1: ("PINHOLE", 4),
    2: ("SIMPLE_RADIAL", 4),
    3: ("RADIAL", 5),
    4: ("OPENCV", 8),
    5: ("OPENCV_FISHEYE", 8),
    6: ("FULL_OPENCV", 12),
    7: ("FOV", 5),
    8: ("SIMPLE_RADIAL_FISHEYE", 4),
    9: ("RADIAL_FISHEYE", 5),
    10: ("THIN_PRISM_FISHEYE", 12),
}


class Failure(Exception):
    """A reason the user can read (printed as stderr's last line)."""


# ---------------------------------------------------------------- COLMAP model (BIN)


def _read(f, fmt):
    size = struct.calcsize(fmt)
    data = f.read(size)
    if len(data) != size:
        raise Failure(f"COLMAP model is truncated ({f.name})")
    return struct.unpack(fmt, data)


def read_cameras(path):
    cameras = {}
    with open(path, "rb") as f:
        (count,) = _read(f, "<Q")
        for _ in range(count):
            cam_id, model_id, width, height = _read(f, "<iiQQ")
            if model_id not in CAMERA_MODELS:
                raise Failure(f"unknown COLMAP camera model {model_id}")
            name, n_params = CAMERA_MODELS[model_id]
            params = _read(f, f"<{n_params}d")
            if name == "SIMPLE_PINHOLE":
                fx = fy = params[0]
                cx, cy = params[1], params[2]
            elif name == "PINHOLE":
                fx, fy, cx, cy = params
            else:
                raise Failure(f"camera model {name} is not undistorted (run COLMAP's image_undistorter first)")
            cameras[cam_id] = {"width": width, "height": height, "K": (fx, fy, cx, cy)}
    return cameras


def read_images(path):
    images = []
    with open(path, "rb") as f:
        (count,) = _read(f, "<Q")
        for _ in range(count):
            values = _read(f, "<i4d3di")
            image_id, qvec, tvec, cam_id = values[0], values[1:5], values[5:8], values[8]
            name = bytearray()
            while True:
                ch = f.read(1)
                if ch in (b"\x00", b""):
                    break
                name += ch
            (n_points,) = _read(f, "<Q")
            f.seek(24 * n_points, os.SEEK_CUR)  # x, y (double), point3D id (int64)
            images.append({"id": image_id, "qvec": qvec, "tvec": tvec, "camera": cam_id, "name": name.decode()})
    images.sort(key=lambda im: im["name"])
    return images


def read_points(path):
    with open(path, "rb") as f:
        (count,) = _read(f, "<Q")
        xyz = np.empty((count, 3), dtype=np.float64)
        rgb = np.empty((count, 3), dtype=np.uint8)
        for i in range(count):
            values = _read(f, "<Q3d3Bd")
            xyz[i] = values[1:4]
            rgb[i] = values[4:7]
            (track,) = _read(f, "<Q")
            f.seek(8 * track, os.SEEK_CUR)  # (image id, point2D index) int32 pairs
    return xyz, rgb


def qvec_to_rotation(q):
    w, x, y, z = q
    return np.array(
        [
            [1 - 2 * y * y - 2 * z * z, 2 * x * y - 2 * w * z, 2 * x * z + 2 * w * y],
            [2 * x * y + 2 * w * z, 1 - 2 * x * x - 2 * z * z, 2 * y * z - 2 * w * x],
            [2 * x * z - 2 * w * y, 2 * y * z + 2 * w * x, 1 - 2 * x * x - 2 * y * y],
        ]
    )


def load_model(sparse_dir):
    for name in ("cameras.bin", "images.bin", "points3D.bin"):
        if not os.path.exists(os.path.join(sparse_dir, name)):
            raise Failure(f"the COLMAP model has no {name}")
    cameras = read_cameras(os.path.join(sparse_dir, "cameras.bin"))
    images = read_images(os.path.join(sparse_dir, "images.bin"))
    xyz, rgb = read_points(os.path.join(sparse_dir, "points3D.bin"))
    if not images:
        raise Failure("the COLMAP model has no registered images")
    if len(xyz) == 0:
        raise Failure("the COLMAP model has no 3D points")
    return cameras, images, xyz, rgb


# ---------------------------------------------------------------- initial Gaussians and the .ply


def initial_gaussians(xyz, rgb, knn_dist2):
    """The 3DGS initialisation: one Gaussian per point, isotropic with the mean squared distance
    to its 3 nearest neighbours, opacity 0.1, colour from the point, higher SH bands zero."""
    n = len(xyz)
    return {
        "means": xyz.astype(np.float32),
        "scales": np.repeat(np.log(np.sqrt(np.maximum(knn_dist2, 1e-7)))[:, None], 3, axis=1).astype(np.float32),
        "quats": np.tile(np.array([1, 0, 0, 0], dtype=np.float32), (n, 1)),
        "opacities": np.full(n, math.log(0.1 / 0.9), dtype=np.float32),
        "sh0": ((rgb.astype(np.float32) / 255.0 - 0.5) / SH_C0)[:, None, :],
        "shN": np.zeros((n, 15, 3), dtype=np.float32),
    }


def knn_dist2_numpy(xyz, k=3, chunk=512):
    pts = xyz.astype(np.float32)
    out = np.empty(len(pts), dtype=np.float32)
    kk = min(k, len(pts) - 1)
    if kk < 1:
        return np.full(len(pts), 0.01, dtype=np.float32)
    for start in range(0, len(pts), chunk):
        block = pts[start : start + chunk]
        d2 = ((block[:, None, :] - pts[None, :, :]) ** 2).sum(-1)
        d2[np.arange(len(block)), np.arange(start, start + len(block))] = np.inf
        out[start : start + len(block)] = np.partition(d2, kk - 1, axis=1)[:, :kk].mean(1)
    return out


def write_ply(path, g):
    means = np.asarray(g["means"], dtype=np.float32)
    n = len(means)
    quats = np.asarray(g["quats"], dtype=np.float32)
    quats = quats / np.maximum(np.linalg.norm(quats, axis=1, keepdims=True), 1e-12)
    # f_rest is channel-major: the 15 red coefficients, then green, then blue.
    f_rest = np.asarray(g["shN"], dtype=np.float32).transpose(0, 2, 1).reshape(n, -1)
    columns = [
        means,
        np.zeros((n, 3), dtype=np.float32),
        np.asarray(g["sh0"], dtype=np.float32).reshape(n, 3),
        f_rest,
        np.asarray(g["opacities"], dtype=np.float32).reshape(n, 1),
        np.asarray(g["scales"], dtype=np.float32),
        quats,
    ]
    body = np.concatenate(columns, axis=1).astype("<f4")
    names = ["x", "y", "z", "nx", "ny", "nz", "f_dc_0", "f_dc_1", "f_dc_2"]
    names += [f"f_rest_{i}" for i in range(45)]
    names += ["opacity", "scale_0", "scale_1", "scale_2", "rot_0", "rot_1", "rot_2", "rot_3"]
    assert body.shape[1] == len(names)
    header = "ply\nformat binary_little_endian 1.0\n"
    header += f"element vertex {n}\n"
    header += "".join(f"property float {p}\n" for p in names)
    header += "end_header\n"
    tmp = path + ".part"
    with open(tmp, "wb") as f:
        f.write(header.encode("ascii"))
        f.write(body.tobytes())
    os.replace(tmp, path)


def held_out(count, every=8, max_test=8):
    """Indices of the images held out to measure the scene: every `every`-th (the last of each group),
    at most `max_test`, evenly spread; none under 2·every images. The CPU trainer's rule (schedule.ts)."""
    if every < 2 or count < 2 * every:
        return []
    candidates = [i for i in range(count) if i % every == every - 1]
    stride = max(1, math.ceil(len(candidates) / max_test))
    return candidates[::stride]


def emit(kind, payload):
    print(f"ATRIUM_{kind} {json.dumps(payload)}", flush=True)


# ---------------------------------------------------------------- training (torch + gsplat)


def ssim(a, b, torch, F):
    """Mean SSIM of two [1, 3, H, W] images with the usual 11×11 Gaussian window (σ 1.5)."""
    coords = torch.arange(11, dtype=a.dtype, device=a.device) - 5
    g = torch.exp(-(coords**2) / (2 * 1.5**2))
    g = (g / g.sum())[:, None] @ (g / g.sum())[None, :]
    window = g.expand(3, 1, 11, 11).contiguous()

    def blur(x):
        return F.conv2d(x, window, padding=5, groups=3)

    mu_a, mu_b = blur(a), blur(b)
    var_a = blur(a * a) - mu_a**2
    var_b = blur(b * b) - mu_b**2
    cov = blur(a * b) - mu_a * mu_b
    c1, c2 = 0.01**2, 0.03**2
    s = ((2 * mu_a * mu_b + c1) * (2 * cov + c2)) / ((mu_a**2 + mu_b**2 + c1) * (var_a + var_b + c2))
    return s.mean()


def render(params, view, sh_degree, torch, rasterization):
    renders, _, info = rasterization(
        means=params["means"],
        quats=params["quats"],
        scales=torch.exp(params["scales"]),
        opacities=torch.sigmoid(params["opacities"]),
        colors=torch.cat([params["sh0"], params["shN"]], 1),
        viewmats=view["viewmat"][None],
        Ks=view["K"][None],
        width=view["width"],
        height=view["height"],
        sh_degree=sh_degree,
        packed=False,
    )
    return renders[0], info


def measure(params, views, sh_degree, torch, F, rasterization):
    """Mean PSNR and SSIM of the renders of `views` against their images."""
    psnr = ssim_sum = 0.0
    with torch.no_grad():
        for view in views:
            out = render(params, view, sh_degree, torch, rasterization)[0].clamp(0, 1)
            gt = view["image"]
            psnr += -10 * math.log10(max(((out - gt) ** 2).mean().item(), 1e-12))
            ssim_sum += ssim(out.permute(2, 0, 1)[None], gt.permute(2, 0, 1)[None], torch, F).item()
    return {"psnr": psnr / len(views), "ssim": ssim_sum / len(views), "frames": len(views)}


def train(args):
    try:
        import torch
        import torch.nn.functional as F
        from gsplat import rasterization
        from gsplat.strategy import DefaultStrategy
        from PIL import Image
    except ImportError as error:
        raise Failure(f"the GPU trainer is not installed ({error.name} is missing)") from error
    if not torch.cuda.is_available():
        raise Failure("no CUDA GPU is available for training")
    device = torch.device("cuda")
    torch.manual_seed(args.seed)
    np.random.seed(args.seed)

    cameras, images, xyz, rgb = load_model(args.sparse)
    views = []
    for im in images:
        cam = cameras[im["camera"]]
        path = os.path.join(args.images, im["name"])
        if not os.path.exists(path):
            raise Failure(f"undistorted image {im['name']} is missing")
        pixels = np.asarray(Image.open(path).convert("RGB"), dtype=np.float32) / 255.0
        h, w = pixels.shape[:2]
        fx, fy, cx, cy = cam["K"]
        sx, sy = w / cam["width"], h / cam["height"]  # images may be stored smaller than the model
        viewmat = np.eye(4, dtype=np.float32)
        viewmat[:3, :3] = qvec_to_rotation(im["qvec"])
        viewmat[:3, 3] = im["tvec"]
        K = np.array([[fx * sx, 0, cx * sx], [0, fy * sy, cy * sy], [0, 0, 1]], dtype=np.float32)
        views.append(
            {
                "image": torch.from_numpy(pixels).to(device),
                "viewmat": torch.from_numpy(viewmat).to(device),
                "K": torch.from_numpy(K).to(device),
                "width": w,
                "height": h,
            }
        )

    # Scene scale as gsplat's COLMAP parser: the spread of the camera centres.
    centres = np.stack([-qvec_to_rotation(im["qvec"]).T @ np.asarray(im["tvec"]) for im in images])
    scene_scale = float(np.linalg.norm(centres - centres.mean(0), axis=1).max() * 1.1) or 1.0

    pts = torch.from_numpy(xyz.astype(np.float32)).to(device)
    knn = torch.empty(len(pts), device=device)
    k = min(3, len(pts) - 1)
    for start in range(0, len(pts), 2048):
        d2 = torch.cdist(pts[start : start + 2048], pts) ** 2
        knn[start : start + 2048] = d2.topk(k + 1, largest=False).values[:, 1:].mean(1) if k > 0 else 0.01
    init = initial_gaussians(xyz, rgb, knn.cpu().numpy())

    lrs = {
        "means": 1.6e-4 * scene_scale,
        "scales": 5e-3,
        "quats": 1e-3,
        "opacities": 5e-2,
        "sh0": 2.5e-3,
        "shN": 2.5e-3 / 20,
    }
    params = torch.nn.ParameterDict(
        {name: torch.nn.Parameter(torch.from_numpy(np.ascontiguousarray(init[name])).to(device)) for name in lrs}
    )
    optimizers = {
        name: torch.optim.Adam([{"params": params[name], "lr": lr, "name": name}], eps=1e-15)
        for name, lr in lrs.items()
    }
    means_decay = torch.optim.lr_scheduler.ExponentialLR(optimizers["means"], gamma=0.01 ** (1.0 / args.iterations))
    strategy = DefaultStrategy(
        refine_start_iter=min(500, args.iterations // 6),
        refine_stop_iter=max(1, args.iterations // 2),
        reset_every=3000,
        refine_every=100,
    )
    strategy.check_sanity(params, optimizers)
    state = strategy.initialize_state(scene_scale=scene_scale)

    test_index = set(held_out(len(views)))
    test_views = [v for i, v in enumerate(views) if i in test_index]
    views = [v for i, v in enumerate(views) if i not in test_index]

    every = max(1, args.iterations // 100)
    order = np.random.permutation(len(views))
    loss_sum = psnr_sum = 0.0
    window = 0
    last_psnr = 0.0
    for step in range(args.iterations):
        if step % len(views) == 0 and step > 0:
            order = np.random.permutation(len(views))
        view = views[order[step % len(views)]]
        out, info = render(params, view, min(step // 1000, 3), torch, rasterization)
        strategy.step_pre_backward(params, optimizers, state, step, info)
        gt = view["image"]
        l1 = (out - gt).abs().mean()
        d_ssim = 1 - ssim(out.permute(2, 0, 1)[None], gt.permute(2, 0, 1)[None], torch, F)
        loss = 0.8 * l1 + 0.2 * d_ssim
        loss.backward()
        for opt in optimizers.values():
            opt.step()
            opt.zero_grad(set_to_none=True)
        means_decay.step()
        strategy.step_post_backward(params, optimizers, state, step, info, packed=False)

        with torch.no_grad():
            mse = ((out.clamp(0, 1) - gt) ** 2).mean().item()
        loss_sum += loss.item()
        psnr_sum += -10 * math.log10(max(mse, 1e-10))
        window += 1
        if (step + 1) % every == 0 or step + 1 == args.iterations:
            last_psnr = psnr_sum / window
            emit(
                "PROGRESS",
                {
                    "iteration": step + 1,
                    "iterations": args.iterations,
                    "loss": round(loss_sum / window, 5),
                    "psnr": round(last_psnr, 3),
                    "gaussians": len(params["means"]),
                },
            )
            loss_sum = psnr_sum = 0.0
            window = 0

    with torch.no_grad():
        result = {name: params[name].detach().cpu().numpy() for name in lrs}
    write_ply(args.out, result)
    sh_degree = min((args.iterations - 1) // 1000, 3)
    trained = views[:: max(1, len(views) // 50)]
    scores = {
        "heldOut": measure(params, test_views, sh_degree, torch, F, rasterization) if test_views else None,
        "train": measure(params, trained, sh_degree, torch, F, rasterization),
        "gaussians": len(result["means"]),
        "iterations": args.iterations,
    }
    emit(
        "DONE",
        {"gaussians": len(result["means"]), "psnr": round(last_psnr, 3), "ply": args.out, "scores": scores},
    )


def init_only(args):
    _, images, xyz, rgb = load_model(args.sparse)
    g = initial_gaussians(xyz, rgb, knn_dist2_numpy(xyz))
    write_ply(args.out, g)
    held = [images[i]["name"] for i in held_out(len(images))]
    emit("PROGRESS", {"iteration": 0, "iterations": 0, "gaussians": len(xyz), "images": len(images), "heldOut": held})
    emit("DONE", {"gaussians": len(xyz), "psnr": 0, "ply": args.out})


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sparse", required=True, help="COLMAP sparse model folder (BIN)")
    parser.add_argument("--images", required=True, help="undistorted images folder")
    parser.add_argument("--out", required=True, help="the .ply to write")
    parser.add_argument("--iterations", type=int, default=7000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--init-only", action="store_true", help="write the initial Gaussians (no torch)")
    args = parser.parse_args()
    if args.iterations < 1:
        parser.error("--iterations must be at least 1")
    try:
        (init_only if args.init_only else train)(args)
    except Failure as failure:
        print(str(failure), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
